import CTextRopeSupport

/// Whether `object` is uniquely referenced, as `isKnownUniquelyReferenced` answers, with the
/// common case (a node that only its parent or the rope holds) read inline from the object's
/// reference count; only when that read is not certain (a shared node, or one with a side table)
/// does it call the runtime. Every edit checks the root and its leaf, and a keystroke does little
/// else: a call into the runtime for each would be a large part of it.
@inline(__always)
func isUnique<T: AnyObject>(_ object: inout T) -> Bool {
    isCertainlyUnique(&object) || isKnownUniquelyReferenced(&object)
}

/// The inline half of `isUnique`: true only for a native object with one strong reference
/// (`textrope_is_certainly_unique`), false whenever the runtime must be asked.
@inline(__always)
func isCertainlyUnique<T: AnyObject>(_ object: inout T) -> Bool {
    // The object's address, read from the variable itself: passing the reference on would retain
    // it in unoptimized builds, where the count would then never read as one.
    let address = withUnsafeMutablePointer(to: &object) { UnsafeRawPointer($0).load(as: UnsafeRawPointer.self) }
    return textrope_is_certainly_unique(address)
}
