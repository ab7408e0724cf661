import Dispatch

/// Drops the last reference to a big value on another thread: freeing 10,000 pages is work a build
/// need not wait for (the command line may exit before it is done, which is just as good).
func releaseInBackground<Value>(_ value: consuming Value) {
    let holder = Holder(value)
    DispatchQueue.global(qos: .utility).async { holder.value = nil }
}

/// Carries a value to the thread that frees it; only that thread touches it afterwards.
private final class Holder<Value>: @unchecked Sendable {
    var value: Value?
    init(_ value: consuming Value) { self.value = value }
}
