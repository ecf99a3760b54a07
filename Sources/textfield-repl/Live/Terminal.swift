import Foundation

// The terminal of `--live`: raw mode through termios, restored on every way out (normal exit,
// and the signals that end the process). The saved state is global because a signal handler
// cannot capture anything. It lives on the heap: Swift 6.3 lays out a global `termios`
// initialised to `termios()` as a constant without the 3 padding bytes after `c_cc` (57 bytes,
// not 60), so storing a value into it wrote past its end (AddressSanitizer,
// global-buffer-overflow, in `make test-asan`).
nonisolated(unsafe) private let savedAttributes: UnsafeMutablePointer<termios> = {
    let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    storage.initialize(to: termios())
    return storage
}()
nonisolated(unsafe) private var savedFileDescriptor: Int32 = -1

// Restores the terminal, then lets the signal do what it does by default (end the process, with
// a core dump for a crash).
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
    if savedFileDescriptor >= 0 { tcsetattr(savedFileDescriptor, TCSANOW, savedAttributes) }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
}

// Termination requests (raw mode turns Ctrl-C into a key, so these come from outside) and crashes
// (a failed precondition is SIGILL or SIGTRAP).
private let fatalSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS]

/// The controlling terminal of standard input and output in raw mode.
final class Terminal {
    private let input: Int32
    private var isRaw = false

    /// Standard input's terminal, or `nil` when standard input is not a terminal.
    init?(input: Int32 = STDIN_FILENO) {
        guard isatty(input) == 1 else { return nil }
        self.input = input
    }

    /// Switches to raw mode: bytes arrive one by one without echo, Ctrl-C and Ctrl-Z are keys,
    /// and output is not post-processed (lines end with "\r\n"). Pending input is kept.
    func enableRawMode() -> Bool {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { return false }
        savedAttributes.pointee = attributes
        savedFileDescriptor = input
        for signalNumber in fatalSignals {
            signal(signalNumber) { restoreTerminalAndReraise($0) }
        }
        cfmakeraw(&attributes)
        // One byte is enough for read() to return; no timeout.
        withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &attributes) == 0 else { return false }
        isRaw = true
        return true
    }

    /// Restores the modes saved by ``enableRawMode()``, after the output has been written.
    func restore() {
        guard isRaw else { return }
        tcsetattr(input, TCSADRAIN, savedAttributes)
        isRaw = false
        for signalNumber in fatalSignals { signal(signalNumber, SIG_DFL) }
    }

    /// The terminal's size in character cells (80 × 24 when it does not say).
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), max(Int(window.ws_row), 2))
    }

    /// Reads what is available (at least one byte); `nil` at end of input or on an error.
    func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Whether input arrives within `milliseconds` (to tell a lone Escape from a sequence).
    func hasInput(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    func write(_ text: String) {
        Console.write(text.utf8, to: STDOUT_FILENO)
    }
}
