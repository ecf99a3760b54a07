import EditingTraces
import TextControls

/// The keys typed by the keystroke workloads: lower-case letters in turn, a space every sixth.
enum KeySequence {
    static func keys(_ count: Int) -> [String] {
        let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        return (0..<count).map { i -> String in i % 6 == 5 ? " " : letters[i % letters.count] }
    }
}

extension BenchContext {
    /// Types `count` keys of ``KeySequence`` into `control` at its selection, in every run
    /// (`--runs`); returns the runs and how many keys the control took.
    func typeKeys(_ count: Int, into control: TextInputModel) -> (series: RunSeries, typed: Int) {
        let keys = KeySequence.keys(count)
        var series = runSeries()
        var typed = 0
        forEachRun {
            series.time(operations: keys.count) { deadline in
                CappedLoop.run(count: keys.count, until: deadline) { i in
                    if control.insertText(keys[i]) { typed += 1 }
                }
            }
        }
        return (series, typed)
    }
}
