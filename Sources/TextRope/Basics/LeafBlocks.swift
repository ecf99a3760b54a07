#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Storage for leaves of `Limits.blockLeaf` units (loaded leaves), carved from slabs that Linux is
/// asked to back with transparent huge pages.
///
/// A random query or edit in a large text touches a random leaf. With 4 KiB pages each such touch
/// also misses the TLB, which in a virtual machine costs a two-dimensional page walk; in 2 MiB
/// pages 100 MB of leaves need about a hundred TLB entries, so queries and edits at random offsets
/// of a large text stop paying for page walks.
///
/// A slab is aligned to its size and keeps its header in its first blocks: a list of freed
/// blocks, how many blocks were never handed out, how many are live, and its links in the list
/// of slabs with room. A slab whose last block is freed goes back to the system, except one kept
/// empty for reuse, so that a leaf split and merged again at a slab's edge does not map and unmap
/// a slab each time. One mutex guards it all: leaves come and go on loads, splits and merges, not
/// per keystroke. Elsewhere than on Linux, and under AddressSanitizer (whose redzones only
/// surround `malloc`ed blocks), leaves use `malloc`.
enum LeafBlocks {
    /// Storage for `capacity` units: a block of a slab when `capacity` is `Limits.blockLeaf`.
    @inline(__always)
    static func allocate(capacity: Int) -> UnsafeMutablePointer<UInt16> {
        if capacity == Limits.blockLeaf, let pool = Pool.shared { return pool.allocate() }
        return .allocate(capacity: capacity)
    }

    /// Frees storage from `allocate(capacity:)` with the same `capacity`.
    @inline(__always)
    static func deallocate(_ storage: UnsafeMutablePointer<UInt16>, capacity: Int) {
        if capacity == Limits.blockLeaf, let pool = Pool.shared {
            pool.deallocate(storage)
        } else {
            storage.deallocate()
        }
    }

    /// The number of slabs mapped and of blocks handed out and not freed (for tests).
    static var usage: (slabs: Int, liveBlocks: Int)? { Pool.shared?.usage }

    /// Checks the slabs with room (debug builds only): their links, and that every block is
    /// live, freed or never used, exactly once.
    static func checkInvariants() {
        #if TEXTENGINE_CHECKS
        Pool.shared?.checkInvariants()
        #endif
    }

    #if TEXTENGINE_CHECKS
    // Debug leaves are 16 bytes: small slabs, so that tests map and return several.
    static let slabBytes = 1 << 14
    #else
    static let slabBytes = 2 << 20
    #endif
}

extension LeafBlocks {
    // Unchecked: every access to the slabs goes through `mutex`.
    final class Pool: @unchecked Sendable {
        #if os(Linux)
        static let shared: Pool? = dlsym(nil, "__asan_init") == nil ? Pool() : nil
        #else
        static let shared: Pool? = nil
        #endif

        private struct Header {
            var freed: UnsafeMutableRawPointer?
            var unused: Int
            var live: Int
            var previous: UnsafeMutablePointer<Header>?
            var next: UnsafeMutablePointer<Header>?

            var hasRoom: Bool { freed != nil || unused > 0 }
        }

        private static let blockBytes = Limits.blockLeaf * MemoryLayout<UInt16>.stride
        private static let headerBlocks = (MemoryLayout<Header>.size + blockBytes - 1) / blockBytes
        private static let blocksPerSlab = slabBytes / blockBytes

        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
        /// Slabs with a free or never used block; allocation takes from the first.
        private var withRoom: UnsafeMutablePointer<Header>?
        private var slabs = 0
        private var emptySlabs = 0
        private var liveBlocks = 0

        private init() {
            mutex = .allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
        }

        var usage: (slabs: Int, liveBlocks: Int) {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return (slabs, liveBlocks)
        }

        func allocate() -> UnsafeMutablePointer<UInt16> {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            let slab = withRoom ?? mapSlab()
            let block: UnsafeMutableRawPointer
            if let freed = slab.pointee.freed {
                block = freed
                slab.pointee.freed = freed.load(as: UnsafeMutableRawPointer?.self)
            } else {
                block = UnsafeMutableRawPointer(slab) + (Self.blocksPerSlab - slab.pointee.unused) * Self.blockBytes
                slab.pointee.unused -= 1
            }
            if slab.pointee.live == 0 { emptySlabs -= 1 }
            slab.pointee.live += 1
            liveBlocks += 1
            if !slab.pointee.hasRoom { unlink(slab) }
            return block.bindMemory(to: UInt16.self, capacity: Limits.blockLeaf)
        }

        func deallocate(_ storage: UnsafeMutablePointer<UInt16>) {
            let base = UInt(bitPattern: storage) & ~UInt(slabBytes - 1)
            let slab = UnsafeMutablePointer<Header>(bitPattern: base).unsafelyUnwrapped
            let block = UnsafeMutableRawPointer(storage)
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            // A full slab is in no list; with this block back it has room again.
            if !slab.pointee.hasRoom { link(slab) }
            block.storeBytes(of: slab.pointee.freed, as: UnsafeMutableRawPointer?.self)
            slab.pointee.freed = block
            slab.pointee.live -= 1
            liveBlocks -= 1
            guard slab.pointee.live == 0 else { return }
            if emptySlabs == 0 {
                emptySlabs = 1
            } else {
                unlink(slab)
                munmap(slab, slabBytes)
                slabs -= 1
            }
        }

        private func mapSlab() -> UnsafeMutablePointer<Header> {
            // Twice the size, trimmed to a slab-aligned slab.
            let mapped = mmap(nil, 2 * slabBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
                preconditionFailure("out of memory for a \(slabBytes)-byte slab of leaves")
            }
            let start = UInt(bitPattern: mapped)
            let base = (start + UInt(slabBytes - 1)) & ~UInt(slabBytes - 1)
            if base > start { munmap(mapped, Int(base - start)) }
            let end = base + UInt(slabBytes)
            let mappedEnd = start + UInt(2 * slabBytes)
            if mappedEnd > end { munmap(UnsafeMutableRawPointer(bitPattern: end), Int(mappedEnd - end)) }
            let slab = UnsafeMutablePointer<Header>(bitPattern: base).unsafelyUnwrapped
            #if os(Linux)
            madvise(UnsafeMutableRawPointer(slab), slabBytes, MADV_HUGEPAGE)
            #endif
            slab.initialize(
                to: Header(freed: nil, unused: Self.blocksPerSlab - Self.headerBlocks, live: 0, previous: nil, next: nil))
            slabs += 1
            emptySlabs += 1
            link(slab)
            return slab
        }

        #if TEXTENGINE_CHECKS
        func checkInvariants() {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            var previous: UnsafeMutablePointer<Header>?
            var slab = withRoom
            var count = 0
            var empty = 0
            while let current = slab {
                precondition(current.pointee.previous == previous, "slab list links broken")
                var freed = 0
                var block = current.pointee.freed
                while let free = block {
                    let index = (free - UnsafeMutableRawPointer(current)) / Self.blockBytes
                    precondition(
                        index >= Self.headerBlocks && index < Self.blocksPerSlab - current.pointee.unused, "freed block out of its slab")
                    freed += 1
                    block = free.load(as: UnsafeMutableRawPointer?.self)
                }
                precondition(freed > 0 || current.pointee.unused > 0, "full slab in the list of slabs with room")
                precondition(
                    current.pointee.live + freed + current.pointee.unused == Self.blocksPerSlab - Self.headerBlocks,
                    "slab blocks miscounted")
                count += 1
                if current.pointee.live == 0 { empty += 1 }
                previous = current
                slab = current.pointee.next
            }
            precondition(count <= slabs && empty == emptySlabs && emptySlabs <= 1 && liveBlocks >= 0, "slab counts out of step")
        }
        #endif

        private func link(_ slab: UnsafeMutablePointer<Header>) {
            slab.pointee.previous = nil
            slab.pointee.next = withRoom
            withRoom?.pointee.previous = slab
            withRoom = slab
        }

        private func unlink(_ slab: UnsafeMutablePointer<Header>) {
            slab.pointee.previous?.pointee.next = slab.pointee.next
            slab.pointee.next?.pointee.previous = slab.pointee.previous
            if withRoom == slab { withRoom = slab.pointee.next }
        }
    }
}
