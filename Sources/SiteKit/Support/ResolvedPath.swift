/// `path` read from `folder` (both below content/, `/`-separated), its `.` and `..` steps taken:
/// `../notes/x.md` from `posts/a` is `posts/notes/x.md`; nil when `..` climbs out of content/.
func resolvedPath(_ path: some StringProtocol, from folder: String) -> String? {
    var parts = folder.split(separator: "/").map(String.init)
    for part in path.split(separator: "/") where part != "." {
        if part == ".." {
            guard !parts.isEmpty else { return nil }
            parts.removeLast()
        } else {
            parts.append(String(part))
        }
    }
    return parts.joined(separator: "/")
}
