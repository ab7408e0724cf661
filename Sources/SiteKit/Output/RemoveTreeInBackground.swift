import Foundation

/// Removes a folder in a process of its own and returns at once; false when it cannot start one.
///
/// The command line exits right after a build, which would end a thread of its own halfway; a
/// separate process finishes the job after it. Its output goes to /dev/null so that whoever reads
/// the build's output (a pipe, `$(site build)`) is not held open until the removal ends.
///
/// The folder is first renamed to `prefix` + the remover's process id + a random part, so the next
/// build knows it is being removed (its remover still runs) and leaves it alone, instead of taking
/// it for a folder an interrupted build abandoned and removing it itself, which would make that
/// build wait for the whole old site to go. The remover (`sh`, then `rm`, one process) reads the
/// new name on its standard input once the rename is done.
func removeTreeInBackground(atPath path: String, renamingWith prefix: String) -> Bool {
    // The remover reads one line: a path with a line break in it is removed by the caller.
    guard !path.utf8.contains(UInt8(ascii: "\n")) else { return false }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return false }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    // Closed on exec, so no other process this one starts holds them (the remover gets its end as 0).
    _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
    _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    guard posix_spawn_file_actions_init(&actions) == 0 else {
        close(readEnd)
        close(writeEnd)
        return false
    }
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // The lowest CPU priority: the removal takes the time a build leaves over.
    let words: [String] = ["sh", "-c", "IFS= read -r dir && exec nice -n 19 rm -rf -- \"$dir\""]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var child: pid_t = 0
    let spawned = posix_spawn(&child, "/bin/sh", &actions, nil, arguments, environ) == 0
    close(readEnd)
    guard spawned else {
        close(writeEnd)
        return false
    }
    let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[...$0]) } ?? ""
    let renamed = slash + prefix + "\(child)-\(UInt32.random(in: 0...UInt32.max))"
    let target = rename(path, renamed) == 0 ? renamed : path
    let line = Array((target + "\n").utf8)
    _ = line.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
    close(writeEnd)
    // A long-running process (the preview server) reaps the child rather than keeping a zombie.
    let pid = child
    Thread.detachNewThread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }
    return true
}
