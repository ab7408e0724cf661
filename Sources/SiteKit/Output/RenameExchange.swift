import Foundation

/// glibc's `renameat2`, looked up at run time: Swift does not see its declaration (it needs
/// `_GNU_SOURCE`), and `syscall` is variadic.
private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

private let renameat2: RenameAt2? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
    return unsafeBitCast(symbol, to: RenameAt2.self)
}()

/// Swaps two paths in one step, so no reader ever sees neither; false when the system cannot.
func exchangePaths(_ a: String, _ b: String) -> Bool {
    guard let renameat2 else { return false }
    let renameExchange: UInt32 = 1 << 1
    return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
}
