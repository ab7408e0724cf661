/// Whether a changed file matters to the build: editors' swap, backup and lock files do not.
func isRelevantChange(_ path: String) -> Bool {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" { return false }
    for suffix in [".swp", ".swx", ".swo", ".tmp", ".part", ".crdownload"] where name.hasSuffix(suffix) { return false }
    return true
}

/// Whether every changed file is a stylesheet, so pages can swap their CSS instead of reloading.
func isStylesheetOnly(_ paths: Set<String>) -> Bool {
    !paths.isEmpty && paths.allSatisfy { $0.lowercased().hasSuffix(".css") }
}

/// The folders and files under the site root that a preview watches.
let watchedFolders = ["content", "themes", "static", "data"]
let watchedFiles = ["site.yml"]
