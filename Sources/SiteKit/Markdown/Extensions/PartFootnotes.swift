/// Footnotes across the parts of a post that are rendered apart from it (a callout's or an
/// admonition's text, a shortcode's inner text): a reference there (`[^1]`) to a note the post
/// defines (`[^1]: …` at its end), or to one the part defines itself, is numbered with the post's
/// own references, and its note is listed with theirs at the post's end, as one document would
/// have it.
///
/// A part writes a marker in each such reference's place (`marker(_:)`); the post's own pass meets
/// the markers where the parts' placeholders stand and numbers them in that order; at last each
/// marker in the page's HTML becomes its reference (`replacingMarkers`).
struct PartFootnotes: Sendable, Hashable {
    /// What a marker stands for: a label as written, the part that wrote it (named by its first
    /// marker's number), and whether that part defined the note itself (told apart from another
    /// part's of the same label by `part`).
    struct Marker: Sendable, Hashable {
        var label: String
        var part: Int
        var ownNote: Bool
    }

    /// Whether the text is a part of a post, whose references become markers.
    var isPart = false
    /// For a part: the labels (normalised) of the notes the post defines.
    var postLabels: Set<String> = []
    /// For a part: the number its first marker takes.
    var firstMarker = 0
    /// For the post: each marker, by number.
    var markers: [Marker] = []
    /// For the post: the markers in each placeholder's block (by the block's number), in order.
    var markersInBlocks: [Int: [Int]] = [:]
    /// For the post: the notes parts defined themselves, by part and normalised label, each once
    /// however often it is referred to.
    var partNotes: [Int: [String: String]] = [:]

    /// Letters and digits only, so that cmark passes it through as it passes a placeholder.
    static func marker(_ number: Int) -> String { "\(markerPrefix)\(number)zz" }

    private static let markerPrefix = "zzsitenote"
    private static let markerStart = Array(markerPrefix.utf8)

    /// The numbers of the markers in `html`, in order.
    static func markers(in html: String) -> [Int] {
        var numbers: [Int] = []
        let bytes = Array(html.utf8)
        var index = 0
        while let found = bytes.offset(of: markerStart, from: index) {
            if let (number, end) = marker(in: bytes, at: found) {
                numbers.append(number)
                index = end
            } else {
                index = found + markerStart.count
            }
        }
        return numbers
    }

    /// `html` with each marker replaced by its reference (`references`, by number), or, where the
    /// post numbered none (its note was nowhere to be found), by the reference as it was written.
    static func replacingMarkers(in html: String, references: [Int: String], markers: [Marker]) -> String {
        ShortcodeExpansion.replacingNumberedTokens(in: html, prefix: markerStart) { number in
            references[number] ?? "[^\(number < markers.count ? markers[number].label : "")]".xmlEscaped
        }
    }

    /// The number of the marker that starts at `start`, and where it ends.
    private static func marker(in bytes: [UInt8], at start: Int) -> (number: Int, end: Int)? {
        ShortcodeExpansion.numberedToken(in: bytes, at: start, prefix: markerStart)
    }
}
