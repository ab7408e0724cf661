import Foundation

/// Starts `rm -rf` on a folder in a process of its own and returns at once; false when it cannot.
///
/// The command line exits right after a build, which would end a thread of its own halfway; a
/// separate process finishes the job after it. Its output goes to /dev/null so that whoever reads
/// the build's output (a pipe, `$(site build)`) is not held open until the removal ends.
func removeTreeInBackground(atPath path: String) -> Bool {
    var actions = posix_spawn_file_actions_t()
    guard posix_spawn_file_actions_init(&actions) == 0 else { return false }
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let words: [String] = ["rm", "-rf", "--", path]
    let arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
    defer { for argument in arguments { free(argument) } }
    var child: pid_t = 0
    guard posix_spawn(&child, "/bin/rm", &actions, nil, arguments, environ) == 0 else { return false }
    // A long-running process (the preview server) reaps the child rather than keeping a zombie.
    let pid = child
    Thread.detachNewThread {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }
    return true
}
