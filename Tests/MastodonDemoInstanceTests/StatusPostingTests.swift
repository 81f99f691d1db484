import Foundation
import MastodonDemoInstance
import Testing

@Suite struct StatusPostingTests {
    @Test func givenAPost_whenSent_thenItTopsHomeTheProfileAndThePublicAndLocalTimelines() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let demoUser = instance.world.demoAccountID

        let posted = try await client.post("/api/v1/statuses", form: "status=Hello+%26+bye%21").object()

        let id = try #require(posted["id"] as? String)
        #expect(posted["content"] as? String == "<p>Hello &amp; bye!</p>")
        #expect(posted["visibility"] as? String == "public")
        #expect((posted["account"] as? [String: Any])?["id"] as? String == demoUser)
        let token = DemoInstance.accessToken
        for path in [
            "/api/v1/timelines/home", "/api/v1/accounts/\(demoUser)/statuses", "/api/v1/timelines/public",
            "/api/v1/timelines/public?local=true",
        ] {
            #expect(try await client.get(path, token: token).ids().first == id, "\(path)")
        }
    }

    @Test func givenAJSONBodyWithVisibilityAndAParent_whenPosted_thenBothAreKept() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let parent = try #require(instance.world.publicTimeline().first)
        let body = Data(
            #"{"status": "Agreed", "visibility": "unlisted", "in_reply_to_id": "\#(parent.id)"}"#.utf8)

        let exchange = try await client.send(
            "POST", url: try #require(instance.url("/api/v1/statuses")), token: "t", body: body,
            headers: ["Content-Type": "application/json"])

        let posted = try exchange.object()
        #expect(posted["visibility"] as? String == "unlisted")
        #expect(posted["in_reply_to_id"] as? String == parent.id)
        #expect(instance.world.status(id: parent.id)?.repliesCount == parent.repliesCount + 1)
        #expect(try await client.get("/api/v1/timelines/public").ids().first != posted["id"] as? String)
    }

    @Test func givenTheSameIdempotencyKeyTwice_whenPosted_thenOnePostIsMadeAndAnsweredTwice() async throws {
        let instance = DemoInstance()
        let client = DemoClient(instance)
        let count = instance.world.statuses.count

        let first = try await client.post(
            "/api/v1/statuses", form: "status=once", headers: ["Idempotency-Key": "k"])
        let second = try await client.post(
            "/api/v1/statuses", form: "status=once", headers: ["Idempotency-Key": "k"])

        #expect(try first.object()["id"] as? String == second.object()["id"] as? String)
        #expect(instance.world.statuses.count == count + 1)
    }

    @Test(arguments: [
        ("status=+++", 422, "Validation failed: Text can't be blank"),
        ("visibility=public", 422, "Validation failed: Text can't be blank"),
        ("status=hi&visibility=secret", 422, "Validation failed: Visibility is not included in the list"),
        ("status=hi&in_reply_to_id=1", 404, "Record not found"),
    ])
    func givenABadPost_whenSent_thenMastodonsErrorAndNothingPosted(form: String, status: Int, message: String)
        async throws
    {
        let instance = DemoInstance()
        let count = instance.world.statuses.count

        let exchange = try await DemoClient(instance).post("/api/v1/statuses", form: form)

        #expect(exchange.statusCode == status)
        #expect(try exchange.object()["error"] as? String == message)
        #expect(instance.world.statuses.count == count)
    }

    @Test func givenNoToken_whenPosting_then401() async throws {
        let instance = DemoInstance()

        let exchange = try await DemoClient(instance).post("/api/v1/statuses", form: "status=hi", token: nil)

        #expect(exchange.statusCode == 401)
        #expect(try await DemoClient(instance).get("/api/v1/accounts/verify_credentials").statusCode == 401)
    }
}
