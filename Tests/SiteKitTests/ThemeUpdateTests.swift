import Diagnostics
import Foundation
import Testing

@testable import SiteKit

/// `site theme update`: a site's copy of the default theme, written by an older `site init`, is
/// brought up to this version without losing what its writer changed; a build says when it is due.
@Suite struct ThemeUpdateTests {
    /// `partials/post-list.mustache` as `site` shipped it before lists said "No posts yet".
    let olderPostList = "<ol class=\"post-list\">\n  {{#posts}}\n  {{>post-summary}}\n  {{/posts}}\n</ol>\n"

    func initialisedSite() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appending(path: "theme-update-\(UUID().uuidString)")
        _ = try initSite(at: folder)
        return folder
    }

    func read(_ root: URL, _ path: String) -> String? {
        FileManager.default.contents(atPath: root.appending(path: path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ root: URL, _ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appending(path: path))
    }

    /// The script's fingerprints and this one agree: every file of this version's theme is among
    /// the versions shipped, and so is the older file the tests write.
    @Test func everyFileOfThisVersionIsAShippedVersion() {
        for (path, contents) in ShippedTheme.current {
            #expect(ShippedTheme.wasShipped(path: path, contents: contents), "run scripts/embed-theme: \(path)")
        }
        #expect(ShippedTheme.wasShipped(path: "partials/post-list.mustache", contents: Data(olderPostList.utf8)))
        #expect(!ShippedTheme.wasShipped(path: "partials/post-list.mustache", contents: Data((olderPostList + " ").utf8)))
        #expect(!ShippedTheme.wasShipped(path: "partials/other.mustache", contents: Data(olderPostList.utf8)), "the path counts")
    }

    @Test func olderFilesAreUpdatedMissingOnesAddedChangedOnesKept() throws {
        let root = try initialisedSite()
        defer { try? FileManager.default.removeItem(at: root) }
        let current = try #require(read(root, "themes/default/partials/post-list.mustache"))
        try write(root, "themes/default/partials/post-list.mustache", olderPostList)
        try FileManager.default.removeItem(at: root.appending(path: "themes/default/partials/abstract.mustache"))
        let mine = try #require(read(root, "themes/default/partials/footer.mustache")) + "<p>Mine</p>\n"
        try write(root, "themes/default/partials/footer.mustache", mine)

        let before = buildSite(BuildOptions(root: root))
        let warning = try #require(before.diagnostics.first { $0.message.hasPrefix("themes/default was written by an older site") })
        #expect(warning.severity == .warning && before.succeeded)
        #expect(warning.message.contains("1 of its files are as an older site wrote them (partials/post-list.mustache)"), "\(warning.message)")
        #expect(warning.message.contains("it lacks 1 this version draws with") && warning.message.contains("site theme update"))

        let update = try updateDefaultTheme(in: root)
        #expect(update.updated == ["themes/default/partials/post-list.mustache"])
        #expect(update.added == ["themes/default/partials/abstract.mustache"])
        #expect(update.kept == ["themes/default/partials/footer.mustache"])
        #expect(update.unchanged == ShippedTheme.current.count - 3)
        #expect(read(root, "themes/default/partials/post-list.mustache") == current)
        #expect(read(root, "themes/default/partials/abstract.mustache") != nil)
        #expect(read(root, "themes/default/partials/footer.mustache") == mine, "the writer's file is kept")
        #expect(read(root, "themes/default.new/partials/footer.mustache") == String(mine.dropLast("<p>Mine</p>\n".count)))

        // Brought up to date (the writer's own footer is theirs): the build says nothing, and it draws with the new files.
        let after = buildSite(BuildOptions(root: root))
        #expect(after.succeeded && !after.diagnostics.contains { $0.message.contains("older site") }, "\(after.diagnostics.formatted())")
        #expect(read(root, "public/index.html")?.contains("<p>Mine</p>") == true)
        #expect(!FileManager.default.fileExists(atPath: root.appending(path: "public/partials").path))
        let again = try updateDefaultTheme(in: root)
        #expect(again.added.isEmpty && again.updated.isEmpty && again.kept == update.kept)
    }

    /// A symbolic link out of the site is never written through: a linked file is the writer's
    /// own, and a linked folder stops the update with an error, the file it leads to unchanged.
    @Test func linksOutOfTheSiteAreNotWrittenThrough() throws {
        let root = try initialisedSite()
        let outside = FileManager.default.temporaryDirectory.appending(path: "outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: outside.appending(path: "partials"), withIntermediateDirectories: true)
        try write(outside, "post-list.mustache", olderPostList)
        let linked = root.appending(path: "themes/default/partials/post-list.mustache")
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: outside.appending(path: "post-list.mustache"))
        let update = try updateDefaultTheme(in: root)
        #expect(update.kept == ["themes/default/partials/post-list.mustache"] && update.updated.isEmpty)
        #expect(read(outside, "post-list.mustache") == olderPostList)
        #expect(read(root, "themes/default.new/partials/post-list.mustache")?.contains("empty-list") == true)

        // The partials folder itself a link out of the site: an error, and nothing written there.
        try FileManager.default.removeItem(at: root.appending(path: "themes/default.new"))
        try write(outside, "partials/post-list.mustache", olderPostList)
        let partials = root.appending(path: "themes/default/partials")
        try FileManager.default.removeItem(at: partials)
        try FileManager.default.createSymbolicLink(at: partials, withDestinationURL: outside.appending(path: "partials"))
        do {
            _ = try updateDefaultTheme(in: root)
            Issue.record("an update through a link out of the site went on")
        } catch {
            #expect(error.message.contains("leads out of the site through a symbolic link"), "\(error.message)")
        }
        #expect(read(outside, "partials/post-list.mustache") == olderPostList)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.appending(path: "partials").path) == ["post-list.mustache"])
    }

    @Test func aThemeOfOnesOwnOrAnotherThemeIsLeftAlone() throws {
        // A theme folder named default whose files are the writer's own: no warning.
        let own = TemporarySite(files: ["content/posts/a.md": "---\ntitle: A\ndate: 2026-01-02\n---\nHi.\n"])
        let built = buildSite(BuildOptions(root: own.root))
        #expect(!built.diagnostics.contains { $0.message.contains("older site") }, "\(built.diagnostics.formatted())")

        let other = TemporarySite(config: TemporarySite.defaultConfig + "\ntheme: mine\n", files: [:])
        #expect(throws: Diagnostic.self) { try updateDefaultTheme(in: other.root) }
        do {
            _ = try updateDefaultTheme(in: other.root)
        } catch {
            #expect(error.message.contains("draws with the theme 'mine'") && error.location?.path == "site.yml", "\(error.message)")
        }
        let empty = FileManager.default.temporaryDirectory.appending(path: "no-site-\(UUID().uuidString)")
        #expect(throws: Diagnostic.self) { try updateDefaultTheme(in: empty) }
    }
}
