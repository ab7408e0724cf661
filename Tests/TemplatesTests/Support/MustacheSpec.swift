import Foundation
import Testing

@testable import Templates

/// One test of the Mustache spec (`../shared/spec/mustache/*.json`).
struct SpecCase: Sendable, CustomTestStringConvertible {
    var file: String
    var name: String
    var description: String
    var template: String
    var partials: [String: String]
    var data: TemplateValue
    var expected: String

    var testDescription: String { "\(file): \(name)" }

    /// Renders the case's template with its partials, as the build renders a page.
    func render() throws -> String {
        var sources: [String: (path: String, text: String)] = ["(test)": ("\(name).mustache", template)]
        for (partial, text) in partials { sources[partial] = ("\(partial).mustache", text) }
        return try TemplateLibrary(sources: sources).render("(test)", context: data)
    }
}

/// Finds and reads the Mustache spec shared next to the repository.
enum MustacheSpec {
    /// The number of tests in the required files and in `~inheritance.json`; the suite fails
    /// when fewer ran, so a spec that went missing cannot pass silently.
    static let requiredCount = 136
    static let inheritanceCount = 27
    static let requiredFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json", "partials.json",
        "sections.json",
    ]

    /// `shared/spec/mustache` in the nearest folder above the package that has one: the
    /// package's parent for the main checkout, further up for a worktree.
    static let directory: URL? = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/spec/mustache")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("sections.json").path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }()

    static var isAvailable: Bool { directory != nil }
    static let missingMessage = "../shared/spec/mustache not found above \(#filePath); spec tests skipped"

    /// The cases of one spec file, or none when the spec is absent.
    static func cases(_ file: String) -> [SpecCase] {
        guard let directory,
            let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let tests = json["tests"] as? [[String: Any]]
        else { return [] }
        return tests.map { test in
            SpecCase(
                file: file, name: test["name"] as? String ?? "?", description: test["desc"] as? String ?? "",
                template: test["template"] as? String ?? "",
                partials: test["partials"] as? [String: String] ?? [:],
                data: templateValue(fromJSON: test["data"] ?? NSNull()),
                expected: test["expected"] as? String ?? "")
        }
    }
}

/// A JSON value from `JSONSerialization` as a template value; whole numbers become `.int`.
func templateValue(fromJSON json: Any) -> TemplateValue {
    switch json {
    case is NSNull:
        return .null
    case let text as String:
        return .string(text)
    case let number as NSNumber:
        if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
        let double = number.doubleValue
        if double.rounded() == double, abs(double) < 9e15 { return .int(Int(double)) }
        return .double(double)
    case let items as [Any]:
        return .array(items.map(templateValue(fromJSON:)))
    case let fields as [String: Any]:
        return .object(TemplateObject(fields.mapValues(templateValue(fromJSON:))))
    default:
        return .null
    }
}
