import Foundation

// The terminal in raw mode, restored on every way out: normal exit, and the signals that end the
// process. The saved state is global because a signal handler cannot capture anything. It lives
// on the heap: Swift 6.3 lays out a global `termios` initialised to `termios()` as a constant
// without the 3 padding bytes after `c_cc` (57 bytes, not 60), so storing a value into it wrote
// past its end (AddressSanitizer, global-buffer-overflow, in `make test-asan`).
nonisolated(unsafe) private let savedAttributes: UnsafeMutablePointer<termios> = {
    let storage = UnsafeMutablePointer<termios>.allocate(capacity: 1)
    storage.initialize(to: termios())
    return storage
}()
nonisolated(unsafe) private var savedFileDescriptor: Int32 = -1
// What to write when leaving (leave the alternate screen, show the cursor...), kept as bytes a
// signal handler can write without allocating.
private let exitSequenceCapacity = 256
nonisolated(unsafe) private let exitSequence = UnsafeMutablePointer<UInt8>.allocate(capacity: exitSequenceCapacity)
nonisolated(unsafe) private var exitSequenceLength = 0
// The pipe SIGWINCH writes a byte into, so that a wait for input wakes up on a resize.
nonisolated(unsafe) private var resizePipe: (read: Int32, write: Int32) = (-1, -1)

// Restores the terminal, then lets the signal do what it does by default (end the process, with
// a core dump for a crash). The handler was reset to the default on entry and the signal stays
// blocked until the handler returns, so the raised signal ends the process then; for a fault the
// faulting instruction never runs again.
private func restoreTerminalAndReraise(_ signalNumber: Int32) {
    if exitSequenceLength > 0 { _ = Foundation.write(STDOUT_FILENO, exitSequence, exitSequenceLength) }
    if savedFileDescriptor >= 0 { tcsetattr(savedFileDescriptor, TCSANOW, savedAttributes) }
    raise(signalNumber)
}

private func noteResize(_: Int32) {
    var byte: UInt8 = 1
    _ = Foundation.write(resizePipe.write, &byte, 1)
}

// Termination requests (raw mode turns Ctrl-C into a key, so these come from outside) and crashes
// (a failed precondition is SIGILL or SIGTRAP; a bad access SIGSEGV or SIGBUS; an integer
// division trap SIGFPE; abort() SIGABRT).
private let fatalSignals = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

// The stack the fatal signal handler runs on, so that a crash by stack overflow (SIGSEGV on the
// guard page, with no stack left) still restores the terminal.
private let signalStackSize = 64 << 10
nonisolated(unsafe) private var signalStack: UnsafeMutableRawPointer?

// Installs `handler` for `signalNumber`: on the signal stack, reset to the default on entry.
private func install(_ signalNumber: Int32, _ handler: @convention(c) (Int32) -> Void, resetting: Bool) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = resetting ? Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND)) : Int32(SA_RESTART)
    sigaction(signalNumber, &action, nil)
}

private func installFatalSignalHandlers() {
    if signalStack == nil, let stack = malloc(signalStackSize) {
        var description = stack_t(ss_sp: stack, ss_flags: 0, ss_size: signalStackSize)
        if sigaltstack(&description, nil) == 0 { signalStack = stack } else { free(stack) }
    }
    for signalNumber in fatalSignals { install(signalNumber, { restoreTerminalAndReraise($0) }, resetting: true) }
}

/// The controlling terminal of standard input and output in raw mode.
package final class Terminal {
    /// What waiting for the terminal found.
    package enum Event: Equatable {
        /// Bytes arrived (at least one).
        case input([UInt8])
        /// The window changed size (SIGWINCH), after ``watchResizes()``.
        case resized
        /// Nothing arrived within the time given.
        case timeout
        /// End of input, or an error reading it.
        case closed
    }

    private let input: Int32
    private var isRaw = false

    /// Standard input's terminal, or `nil` when standard input is not a terminal.
    package init?(input: Int32 = STDIN_FILENO) {
        guard isatty(input) == 1 else { return nil }
        self.input = input
    }

    /// Switches to raw mode: bytes arrive one by one without echo, Ctrl-C and Ctrl-Z are keys,
    /// and output is not post-processed (lines end with "\r\n"). Pending input is kept. `enter`
    /// is written once raw mode is on; `exit` (at most 256 bytes) is written by ``restore()``
    /// and, before the terminal modes come back, when a signal ends the process.
    package func enableRawMode(entering enter: String = "", leaving exit: String = "") -> Bool {
        var attributes = termios()
        guard tcgetattr(input, &attributes) == 0 else { return false }
        savedAttributes.pointee = attributes
        savedFileDescriptor = input
        let exitBytes = Array(exit.utf8.prefix(exitSequenceCapacity))
        for (index, byte) in exitBytes.enumerated() { exitSequence[index] = byte }
        exitSequenceLength = exitBytes.count
        installFatalSignalHandlers()
        cfmakeraw(&attributes)
        // One byte is enough for read() to return; no timeout.
        withUnsafeMutableBytes(of: &attributes.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(input, TCSANOW, &attributes) == 0 else { return false }
        isRaw = true
        write(enter)
        return true
    }

    /// Writes the exit sequence and restores the modes saved by ``enableRawMode(entering:leaving:)``,
    /// after the output has been written.
    package func restore() {
        guard isRaw else { return }
        if exitSequenceLength > 0 { Console.write(UnsafeBufferPointer(start: exitSequence, count: exitSequenceLength), to: STDOUT_FILENO) }
        tcsetattr(input, TCSADRAIN, savedAttributes)
        isRaw = false
        exitSequenceLength = 0
        for signalNumber in fatalSignals { signal(signalNumber, SIG_DFL) }
    }

    /// Makes a window size change (SIGWINCH) wake ``next(within:)`` with ``Event/resized``.
    package func watchResizes() {
        guard resizePipe.read < 0 else { return }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        resizePipe = (ends[0], ends[1])
        install(SIGWINCH, { noteResize($0) }, resetting: false)
    }

    /// The terminal's size in character cells (80 × 24 when it does not say).
    package var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else {
            return (80, 24)
        }
        return (Int(window.ws_col), max(Int(window.ws_row), 2))
    }

    /// Reads what is available (at least one byte); `nil` at end of input or on an error.
    package func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(input, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count < 0 && errno == EINTR { continue }
            return nil
        }
    }

    /// Waits for input or a resize, at most `milliseconds` (-1: for ever). A resize is reported
    /// before input that arrived with it.
    package func next(within milliseconds: Int32 = -1) -> Event {
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0)]
        if resizePipe.read >= 0 { descriptors.append(pollfd(fd: resizePipe.read, events: Int16(POLLIN), revents: 0)) }
        while true {
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return .closed }
            if ready == 0 { return .timeout }
            break
        }
        if descriptors.count > 1 && descriptors[1].revents & Int16(POLLIN) != 0 {
            var drained = [UInt8](repeating: 0, count: 64)
            while drained.withUnsafeMutableBytes({ Foundation.read(resizePipe.read, $0.baseAddress, $0.count) }) > 0 {}
            return .resized
        }
        guard let bytes = read() else { return .closed }
        return .input(bytes)
    }

    /// Whether input arrives within `milliseconds` (to tell a lone Escape from a sequence).
    package func hasInput(within milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    package func write(_ text: String) {
        Console.write(text.utf8, to: STDOUT_FILENO)
    }

    package func write(_ bytes: [UInt8]) {
        Console.write(bytes, to: STDOUT_FILENO)
    }
}
