/// An origin error a test can recognise by its code.
struct TestError: Error, Equatable {
    let code: Int
}
