import Foundation
import StoreFlowable
import Testing

@Suite struct StoreFlowableErrorTests {
    @Test(arguments: StoreFlowableError.allCases)
    func givenACase_whenReadingItsLocalizedDescription_thenItIsItsDescription(error: StoreFlowableError) {
        #expect(error.localizedDescription == error.description)
        #expect((error as any Error).localizedDescription == error.description)
        #expect(error.errorDescription == error.description)
    }

    @Test func givenEveryCase_whenDescribed_thenEachReadsDifferentlyOnOneShortLine() {
        let descriptions = StoreFlowableError.allCases.map(\.description)

        #expect(Set(descriptions).count == StoreFlowableError.allCases.count)
        for description in descriptions {
            let lineBreaks = description.filter(\.isNewline).count
            #expect(lineBreaks == 0)
            #expect(description.count <= 60)
        }
    }

    @Test func givenTheCases_whenListed_thenEveryReasonHasOne() {
        #expect(
            StoreFlowableError.allCases == [
                .noCachedData, .cacheReturnedNothingAfterSave, .cacheReturnedUnexpectedType,
                .stateLostInFreshnessCheck, .cleared, .cacherKeepsNoPlaces,
            ])
        #expect(StoreFlowableError.noCachedData.localizedDescription == "No cached data for this param.")
    }
}
