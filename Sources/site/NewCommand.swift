import Foundation
import SiteKit

/// `site new post "Title"`
func runNew(_ arguments: inout Arguments) throws(UsageError) -> Int32 {
    let words = try arguments.positionals(known: [])
    guard words.first == "post" else {
        throw UsageError(
            words.isEmpty
                ? "say what to create: site new post \"Title\""
                : "site new can create a post, not '\(words[0])': site new post \"Title\"")
    }
    let title = words.dropFirst().joined(separator: " ")
    guard !title.isEmpty else { throw UsageError("give the post a title: site new post \"Title\"") }
    do {
        let root = siteFolder()
        let path = try newPost(titled: title, in: root)
        Terminal.output(displayPath(root.appending(path: path)) + "\n")
        return 0
    } catch {
        Terminal.report([error])
        return 1
    }
}
