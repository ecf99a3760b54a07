/// The keys typed by the keystroke workloads: lower-case letters in turn, a space every sixth.
enum KeySequence {
    static func keys(_ count: Int) -> [String] {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        return (0..<count).map { i -> String in i % 6 == 5 ? " " : letters[i % letters.count] }
    }
}
