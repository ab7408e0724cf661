import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` on every core, the results in the order of the input. Each element is lent to
    /// `transform`, not copied (a copied page retains each of its fields).
    func parallelMap<Result: Sendable>(_ transform: @Sendable (borrowing Element) -> Result) -> [Result] {
        guard count > 1 else { return indices.map { transform(self[$0]) } }
        let slots = Slots<Result>(count: count)
        // Many small chunks keep every core busy when a few items (the long lists) take far longer.
        let chunkCount = Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 64)
        let chunkSize = (count + chunkCount - 1) / chunkCount
        self.withUnsafeBufferPointer { items in
            nonisolated(unsafe) let items = items
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let start = chunk * chunkSize
                let end = Swift.min(start + chunkSize, items.count)
                guard start < end else { return }
                // The pointer's subscript lends the element; the buffer's would copy it.
                for index in start..<end { slots.set(index, transform(items.baseAddress![index])) }
            }
        }
        return slots.values()
    }
}

/// One slot per result, each written by exactly one worker, read after all have finished.
private final class Slots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutablePointer<Value?>
    private let count: Int

    init(count: Int) {
        self.count = count
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil, count: count)
    }

    /// Whether the values were moved out (the slots are then uninitialized).
    private var taken = false

    deinit {
        if !taken { buffer.deinitialize(count: count) }
        buffer.deallocate()
    }

    /// Moved in, not copied (a copied page retains each of its fields).
    func set(_ index: Int, _ value: consuming Value) { buffer[index] = .some(value) }

    /// The values, moved out rather than copied (a page copied retains everything it holds); once.
    func values() -> [Value] {
        precondition(!taken)
        taken = true
        return [Value](unsafeUninitializedCapacity: count) { values, initialized in
            for index in 0..<count { (values.baseAddress! + index).initialize(to: (buffer + index).move()!) }
            initialized = count
        }
    }
}
