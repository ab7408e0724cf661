import Foundation

/// The bytes of a file, read with plain system calls (one open, one fstat, reads, one close).
func readFile(atPath path: String) -> Data? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    var data = Data(count: Int(status.st_size))
    var total = 0
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
        while total < buffer.count {
            let count = read(descriptor, buffer.baseAddress! + total, buffer.count - total)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return count == 0 }
            total += count
        }
        return true
    }
    guard complete else { return nil }
    // A file that shrank while being read keeps what was there.
    if total < data.count { data.count = total }
    return data
}
