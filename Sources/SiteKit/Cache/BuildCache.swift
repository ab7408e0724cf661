import Synchronization

/// Rendered Markdown kept between the builds of a long-lived preview, so that saving one post
/// re-runs cmark and the chart engine for that post only.
///
/// Pass one cache to successive builds through `BuildOptions.cache`; `site build` passes none.
/// An entry is reused only when the file's Markdown, its path, the rendering settings of
/// `site.yml` and every `data:` file its charts read are unchanged, so a reused fragment is the
/// one a clean build would make.
public final class BuildCache: Sendable {
    private struct Entry: Sendable {
        var key: MarkdownKey
        var rendered: RenderedMarkdown
        var lastUsed: Int
    }

    private struct State: Sendable {
        /// One entry per Markdown file: a new version of a file replaces the old one.
        var entries: [String: Entry] = [:]
        var build = 0
        var reuse = BuildCacheStatistics()
    }

    private let state = Mutex(State())

    public init() {}

    /// Hits and misses since the last `finishBuild()`.
    public var statistics: BuildCacheStatistics { state.withLock { $0.reuse } }

    /// Ends one build: forgets the files it did not render (deleted or left out) and returns how
    /// many fragments it reused and rendered.
    @discardableResult
    public func finishBuild() -> BuildCacheStatistics {
        state.withLock { state in
            let build = state.build
            state.entries = state.entries.filter { $0.value.lastUsed == build }
            state.build += 1
            defer { state.reuse = BuildCacheStatistics() }
            return state.reuse
        }
    }

    /// Forgets the hits and misses counted since the last build (an edit rebuilt in place counts its own).
    func forgetStatistics() {
        state.withLock { $0.reuse = BuildCacheStatistics() }
    }

    /// The fragment for `key`, from the cache when still valid, otherwise made by `render` and kept.
    func rendered(for key: MarkdownKey, render: () -> RenderedMarkdown) -> RenderedMarkdown {
        let cached = state.withLock { $0.entries[key.path] }
        // Data files are checked outside the lock: reading them must not hold up other workers.
        if let cached, cached.key == key, cached.rendered.dataFiles.allSatisfy(\.isUnchanged) {
            state.withLock { state in
                state.entries[key.path]?.lastUsed = state.build
                state.reuse.hits += 1
            }
            return cached.rendered
        }
        let rendered = render()
        state.withLock { state in
            state.entries[key.path] = Entry(key: key, rendered: rendered, lastUsed: state.build)
            state.reuse.misses += 1
        }
        return rendered
    }
}

/// How much of a build the cache saved.
public struct BuildCacheStatistics: Sendable, Equatable {
    /// Markdown files whose fragment was reused.
    public var hits = 0
    /// Markdown files rendered by cmark and the chart engine.
    public var misses = 0

    public init(hits: Int = 0, misses: Int = 0) {
        self.hits = hits
        self.misses = misses
    }
}

/// Renders Markdown, reusing the cache's fragment when nothing it depends on changed.
func renderMarkdown(_ markdown: String, options: MarkdownOptions, cache: BuildCache?) -> RenderedMarkdown {
    guard let cache else { return renderMarkdown(markdown, options: options) }
    return cache.rendered(for: MarkdownKey(markdown, options: options)) {
        renderMarkdown(markdown, options: options)
    }
}
