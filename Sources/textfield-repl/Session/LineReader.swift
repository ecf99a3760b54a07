import Foundation

/// Lines of bytes from a file descriptor (streamed, so a pipe is served line by line) or from
/// memory. A line ends at LF; a CR before it is dropped, as is a final line without LF.
final class LineReader {
    private let fileDescriptor: Int32?
    private var buffer: [UInt8]
    private var position = 0
    private var atEnd: Bool

    init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
        buffer = []
        atEnd = false
    }

    init(bytes: [UInt8]) {
        fileDescriptor = nil
        buffer = bytes
        atEnd = true
    }

    /// The next line without its terminator, or `nil` at the end (or on a read error).
    func nextLine() -> [UInt8]? {
        while true {
            if let newline = buffer[position...].firstIndex(of: 0x0A) {
                let line = buffer[position..<newline]
                position = newline + 1
                return Array(line.last == 0x0D ? line.dropLast() : line)
            }
            if atEnd {
                guard position < buffer.count else { return nil }
                let line = buffer[position...]
                position = buffer.count
                return Array(line.last == 0x0D ? line.dropLast() : line)
            }
            fill()
        }
    }

    private func fill() {
        guard let fileDescriptor else {
            atEnd = true
            return
        }
        buffer.removeFirst(position)
        position = 0
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return
            }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return
        }
    }
}
