import Foundation
import Testing

@testable import Preview

/// The live-reload snippet in a real browser: a stylesheet change swaps CSS without a reload,
/// a post change reloads, a broken build shows the overlay and a fix brings the page back.
@Suite(.serialized, .enabled(if: WebDriver.isAvailable, "needs chromium and chromedriver"))
struct BrowserTests {
    @Test func thePageFollowsEveryEdit() async throws {
        let site = try makeSourceSite()
        let (server, port) = try startPreview(site)
        defer { server.stop() }
        let browser = try await WebDriver(port: try freePort())
        do {
            try await followEdits(in: browser, site: site, port: port)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    private func followEdits(in browser: WebDriver, site: TemporaryFolder, port: Int) async throws {
        do {
            try await browser.open("http://127.0.0.1:\(port)/hello/")
            let first = try await browser.evaluate("window.marker = 42; return document.body.innerText") as? String
            #expect(first?.contains("First version") == true)
            // An edit made before the page listens reaches it as a reload (its build is older), not as
            // a stylesheet swap: the page listens before the first edit, under any load.
            try await waitUntilListening(browser)

            try site.write("body { color: rgb(1, 2, 3); }\n", to: "themes/default/assets/style.css")
            let styled = try await browser.waitFor("return [window.marker, getComputedStyle(document.body).color]") {
                ($0 as? [Any])?.last as? String == "rgb(1, 2, 3)"
            } as? [Any]
            #expect(styled?.last as? String == "rgb(1, 2, 3)")
            #expect(styled?.first as? Int == 42, "a stylesheet change must not reload the page")

            try site.write("Second version of the post.\n", to: "content/hello.md")
            let reloaded = try await browser.waitFor("return document.body.innerText") {
                ($0 as? String)?.contains("Second version") == true
            } as? String
            #expect(reloaded?.contains("Second version") == true)
            #expect(try await browser.evaluate("return window.marker === undefined") as? Bool == true)
            try await waitUntilListening(browser)

            try site.write("Intro\n```chart\ntype: BROKEN\n```\n", to: "content/hello.md")
            let overlay = try await browser.waitFor("return document.body.innerText") {
                ($0 as? String)?.contains("could not be built") == true
            } as? String
            #expect(overlay?.contains("content/hello.md:3:7") == true)

            try site.write("Fixed post.\n", to: "content/hello.md")
            let fixed = try await browser.waitFor("return document.body.innerText") {
                ($0 as? String)?.contains("Fixed post.") == true
            } as? String
            #expect(fixed?.contains("Fixed post.") == true)
        }
    }

    private func waitUntilListening(_ browser: WebDriver) async throws {
        let state = try await browser.waitFor("return window.siteLiveReload || ''") { ($0 as? String) == "connected" } as? String
        #expect(state == "connected", "the page's live-reload connection never said hello")
    }
}
