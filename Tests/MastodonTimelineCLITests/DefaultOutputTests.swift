import MastodonDemoInstance
import Testing

@Suite struct DefaultOutputTests {
    @Test func givenNoArguments_whenRun_thenPrintsTheFirstPublicPageOfTheDemoInstanceExactly() async {
        let run = await CommandRun.run([], on: DemoInstance(seed: 1, clock: { DemoWorld.baseDate }))

        #expect(run.status == 0)
        #expect(run.errorOutput.isEmpty)
        #expect(run.output == Self.expected)
    }

    /// Generated once from seed 1 and checked by eye against the demo world: newest first, ages from
    /// the instance's clock (the posts are dated minutes to days before it), text from HTMLText, each
    /// medium with its description, counts and the status's ID.
    static let expected = """
        [1] Selin Gallo @tinkerbox@other.example · 22m
            Spent the morning chasing a data race that TSan found in 3 seconds.
            #SwiftLang
            💬 0 · 🔁 2 · ★ 6 · id 117540980222347991

        [2] Jonas Osei ☕ @jonas21@social.other.example · 28m
            Please, please pin your dependencies in CI.
            #Linux
            💬 1 · 🔁 0 · ★ 3 · id 117540958870597429

        [3] Chen Achterberg @chen22@other.example · 43m
            Hoy toca paella con la familia. ¡Nos vemos el lunes!
            💬 2 · 🔁 2 · ★ 6 · id 117540901323446904

        [4] Beatriz Park 📷 @lowtide@other.example · 46m
            We hit 1,000 stars! Thank you all <3 #FOSS #OpenSource
            💬 2 · 🔁 2 · ★ 0 · id 117540889024434303

        [5] Elif Silva 🚲 @esilva@social.other.example · 1h
            Premier café de la journée, et déjà trois réunions. C'est lundi, quoi.
            💬 0 · 🔁 3 · ★ 2 · id 117540834195693673

        [6] Chiara Varga @chiara_varga · 1h
            Rebuilt my home server & named it after my cat, as is tradition. Backups you
            haven't restored are just hopes. cc @farah40
            💬 0 · 🔁 2 · ★ 0 · id 117540802194676296

        [7] Yusuf Rossi @yusuf64@photos.other.example · 1h
            Library haul: 4 novels, 1 cookbook, 0 self-control. cc @farah40
            💬 0 · 🔁 1 · ★ 10 · id 117540748709515614

        [8] Quentin Kowalski 🌿 @quentin60@social.other.example · 1h
            IPv6 finally works at home and I'm unreasonably proud.
            Backups you haven't restored are just hopes.
            🖼 image: no description
            🖼 image: no description
            🖼 image: no description
            💬 1 · 🔁 0 · ★ 0 · id 117540738000737455

        [9] Xavier López @xlopez · 1h
            Compost is just slow cooking for worms.
            🖼 image: A basket of green tomatoes
            🖼 image: A basket of green tomatoes
            🖼 image: A basket of green tomatoes
            💬 2 · 🔁 11 · ★ 150 · id 117540714968515057

        [10] Chen Achterberg @chen22@other.example · 1h
            Made too much soup again. Neighbours, brace yourselves.
            Batch-cooked for the week: lentils, rice & a suspicious amount of garlic.
            💬 0 · 🔁 21 · ★ 1 · id 117540670139621171

        [11] Amara Eriksen @amara_eriksen · 1h
            Trying a 35mm-only week. Already miss my zoom. Film is back from the lab: 3
            keepers out of 36, which is a good roll for me. cc @ines73
            🖼 image: no description
            🖼 image: An old rangefinder camera on a wooden table
            🖼 image: A tram crossing a rainy street at dusk
            🖼 image: An old rangefinder camera on a wooden table
            💬 1 · 🔁 0 · ★ 3 · id 117540654137613545

        [12] Noor Quispe 📷 @noor · 2h
            Today I learned that Mastodon ids compare by length first, then lexically.
            #iOSDev #Swift
            💬 0 · 🔁 1 · ★ 280 · id 117540562157561718

        [13] Mina Ueda ☕ @mina_ueda@other.example · 2h
            Moderation team update: we've refreshed the server rules, please give them a
            read. #Fediverse
            💬 2 · 🔁 0 · ★ 0 · id 117540513536066609

        [14] Elif Silva 🚲 @esilva@social.other.example · 2h
            Airport Wi-Fi speed test: 0.4 Mbps. Sending this by carrier pigeon. #Travel
            💬 0 · 🔁 2 · ★ 5 · id 117540491904483206

        [15] Noor Quispe 📷 @noor · 2h
            Found my old 4-track recorder in the attic. It still hisses beautifully.
            💬 0 · 🔁 1 · ★ 0 · id 117540450988759626

        [16] Selin Gallo @tinkerbox@other.example · 2h
            Library haul: 4 novels, 1 cookbook, 0 self-control. Reading on the train is
            the best part of commuting.
            #Reading #BookToot #Books
            💬 1 · 🔁 2 · ★ 1 · id 117540442934935424

        [17] Uma Yılmaz 📷 @uma34 · 2h
            Tried a miso & butter glaze on roasted carrots and I'm never going back.
            💬 0 · 🔁 0 · ★ 8 · id 117540396951356303

        [18] Quentin Kowalski 🌿 @quentin60@social.other.example · 2h
            IPv6 finally works at home and I'm unreasonably proud. Moved my self-hosted
            stuff to a tiny ARM box. Power draw: 4 watts.
            💬 0 · 🔁 4 · ★ 6 · id 117540379932504610

        [19] Keira Larsen 🌿 @keiral · 3h
            Found my old 4-track recorder in the attic. It still hisses beautifully.
            #NowPlaying
            💬 0 · 🔁 2 · ★ 33 · id 117540312814994831

        [20] Keira Larsen 🌿 @keiral · 3h
            今日は朝から雨です。コーヒーを飲みながらコードを書いています。
            💬 2 · 🔁 10 · ★ 30 · id 117540295801082879

        """
}
