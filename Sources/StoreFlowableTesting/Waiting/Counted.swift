/// `count` and `noun`, plural unless `count` is 1: "1 request", "2 requests".
func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
