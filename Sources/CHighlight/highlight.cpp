// A C interface over KDE's KSyntaxHighlighting: plain buffers in and out, no C++ or Qt type and
// no exception crosses into Swift. Each thread has its own repository of syntax definitions (a
// definition reads its file the first time it is used, which is not safe to share).
#include "site_highlight.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <KSyntaxHighlighting/AbstractHighlighter>
#include <KSyntaxHighlighting/Definition>
#include <KSyntaxHighlighting/Format>
#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/State>
#include <KSyntaxHighlighting/Theme>
#include <QString>

namespace {

using KSyntaxHighlighting::Theme;

char *copied(const std::string &text) {
    char *result = static_cast<char *>(std::malloc(text.size() + 1));
    if (result) std::memcpy(result, text.c_str(), text.size() + 1);
    return result;
}

void appendEscaped(std::string &out, const char *text, size_t length) {
    for (size_t index = 0; index < length; index++) {
        const char c = text[index];
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
}

/// The theme's class for each of KDE's default styles: the names the stylesheet colours (the
/// ones GNU source-highlight used, so themes written for it keep working); nil for plain text.
const char *className(Theme::TextStyle style) {
    switch (style) {
    case Theme::Keyword: case Theme::ControlFlow: return "keyword";
    case Theme::Function: return "function";
    case Theme::Variable: return "variable";
    case Theme::BuiltIn: return "predef_func";
    case Theme::Extension: return "usertype";
    case Theme::Preprocessor: case Theme::Import: return "preproc";
    case Theme::Attribute: return "attribute";
    case Theme::Char: case Theme::String: case Theme::VerbatimString: return "string";
    case Theme::SpecialString: return "regexp";
    case Theme::SpecialChar: return "specialchar";
    case Theme::DataType: return "type";
    case Theme::DecVal: case Theme::BaseN: case Theme::Float: case Theme::Constant: return "number";
    case Theme::Comment: case Theme::Documentation: case Theme::Annotation: case Theme::CommentVar:
    case Theme::RegionMarker: return "comment";
    case Theme::Information: case Theme::Warning: case Theme::Alert: return "todo";
    default: return nullptr;
    }
}

/// A diff's lines by what they say, as the theme marks them (GitHub's green and red): added,
/// removed, or a file's or hunk's header.
const char *diffClassName(const KSyntaxHighlighting::Format &format) {
    const QString name = format.name();
    if (name.startsWith(QLatin1String("Added")) || name == QLatin1String("Changed line (new)")) return "inserted";
    if (name.startsWith(QLatin1String("Removed")) || name == QLatin1String("Changed line (old)")) return "deleted";
    return className(format.textStyle());
}

/// Writes each line's pieces as KDE's highlighter names them, escaped, in spans.
class SpanWriter : public KSyntaxHighlighting::AbstractHighlighter {
  public:
    /// Whether the definition is KDE's Diff, whose added and removed lines get classes of their own.
    bool readsDiff = false;
    /// Whether the definition is KDE's Markdown, whose fenced code in a language it does not know
    /// (a ```chart block shown as an example) is plain text, not one long grey italic note.
    bool readsMarkdown = false;

    /// Highlights `code` (UTF-8) into `out`.
    void write(const char *code, size_t length, std::string &out) {
        target = &out;
        KSyntaxHighlighting::State state;
        size_t start = 0;
        while (start < length) {
            const char *newline = static_cast<const char *>(std::memchr(code + start, '\n', length - start));
            const size_t end = newline ? size_t(newline - code) : length;
            line = code + start;
            lineLength = end - start;
            // Offsets come in UTF-16 units; each one's byte in the line, for lines that are not ASCII.
            const QString text = QString::fromUtf8(line, int(lineLength));
            byteOffsets.clear();
            if (size_t(text.size()) != lineLength) {
                byteOffsets.reserve(text.size() + 1);
                size_t byte = 0;
                for (int unit = 0; unit < text.size(); unit++) {
                    byteOffsets.push_back(byte);
                    const char16_t c = text.at(unit).unicode();
                    if (c < 0x80) byte += 1;
                    else if (c < 0x800) byte += 2;
                    else if (c >= 0xD800 && c < 0xDC00) { byte += 4; unit++; byteOffsets.push_back(byte); }
                    else byte += 3;
                }
                byteOffsets.push_back(lineLength);
            }
            written = settled = 0;
            state = highlightLine(QStringView(text), state);
            finishLine();
            out += '\n';
            start = end + 1;
        }
        target = nullptr;
    }

  protected:
    void applyFormat(int offset, int length, const KSyntaxHighlighting::Format &format) override {
        const size_t from = byteAt(offset), to = byteAt(offset + length);
        if (from < written || to <= from) return;
        const char *name = !format.isValid() ? nullptr
            : readsDiff ? diffClassName(format)
            : readsMarkdown && format.name() == QLatin1String("Code") ? nullptr
            : className(format.textStyle());
        // Spaces between tokens need no colour; they wait to see whether the next piece has the
        // open span's (`GROUP BY`), and pieces of one colour share a span (`$` and `f`).
        const bool blank = std::all_of(line + from, line + to, [](char c) { return c == ' ' || c == '\t'; });
        if (blank && from == written) {
            written = to;
            return;
        }
        const bool blankBetween = std::all_of(line + settled, line + from, [](char c) { return c == ' ' || c == '\t'; });
        if (name != open || !blankBetween) close();
        if (settled < from) appendEscaped(*target, line + settled, from - settled);
        if (name && !open) {
            *target += "<span class=\"hl-";
            *target += name;
            *target += "\">";
            open = name;
        }
        appendEscaped(*target, line + from, to - from);
        written = settled = to;
    }

  private:
    /// Ends the span in progress, if one is.
    void close() {
        if (open) *target += "</span>";
        open = nullptr;
    }

    /// Ends the line's last span, then writes what is left of the line plainly.
    void finishLine() {
        close();
        if (settled < lineLength) appendEscaped(*target, line + settled, lineLength - settled);
        settled = written = lineLength;
    }

    size_t byteAt(int unit) const {
        if (byteOffsets.empty()) return std::min(size_t(unit), lineLength);
        return byteOffsets[std::min(size_t(unit), byteOffsets.size() - 1)];
    }

    std::string *target = nullptr;
    const char *line = nullptr;
    size_t lineLength = 0;
    /// Bytes of the line the highlighter has given pieces for, and those of them written out
    /// (spaces after a span wait until the next piece says whether they go inside it).
    size_t written = 0;
    size_t settled = 0;
    /// The class of the span in progress on this line.
    const char *open = nullptr;
    std::vector<size_t> byteOffsets;
};

/// This thread's definitions, read once.
KSyntaxHighlighting::Repository &repository() {
    thread_local std::unique_ptr<KSyntaxHighlighting::Repository> repository(new KSyntaxHighlighting::Repository());
    return *repository;
}

/// The definition a fence word names: its name in any case ("python"), a file extension ("py"),
/// or a file name ("Dockerfile").
KSyntaxHighlighting::Definition definitionFor(const std::string &word) {
    thread_local std::map<std::string, KSyntaxHighlighting::Definition> found;
    auto known = found.find(word);
    if (known != found.end()) return known->second;
    auto &definitions = repository();
    const QString name = QString::fromUtf8(word.data(), int(word.size()));
    KSyntaxHighlighting::Definition definition;
    // By name, a hidden one too ("PHP/PHP", PHP without its tags); by extension or file name, a shown one only.
    for (const auto &candidate : definitions.definitions()) {
        if (candidate.name().compare(name, Qt::CaseInsensitive) == 0) {
            definition = candidate;
            break;
        }
    }
    if (!definition.isValid()) {
        definition = definitions.definitionForFileName(QStringLiteral("code.") + name);
        if (!definition.isValid()) definition = definitions.definitionForFileName(name);
        if (definition.isValid() && definition.isHidden()) definition = KSyntaxHighlighting::Definition();
    }
    found[word] = definition;
    return definition;
}

/// One writer per thread, set to the definition of the call in progress.
SpanWriter &writer() {
    thread_local SpanWriter writer;
    return writer;
}

} // namespace

extern "C" site_highlight_result site_highlight(const char *code, size_t length, const char *language) {
    site_highlight_result result = {nullptr, nullptr};
    try {
        const KSyntaxHighlighting::Definition definition = definitionFor(language);
        if (!definition.isValid()) return result;
        std::string out;
        out.reserve(length * 2 + 64);
        SpanWriter &spans = writer();
        if (spans.definition() != definition) {
            spans.setDefinition(definition);
            spans.readsDiff = definition.name() == QLatin1String("Diff");
            spans.readsMarkdown = definition.name() == QLatin1String("Markdown");
        }
        spans.write(code, length, out);
        result.html = copied(out);
    } catch (const std::exception &problem) {
        result.error = copied(problem.what());
    } catch (...) {
        result.error = copied("the highlighter failed");
    }
    return result;
}

extern "C" char *site_highlight_language_name(const char *language) {
    try {
        const KSyntaxHighlighting::Definition definition = definitionFor(language);
        return definition.isValid() ? copied(definition.name().toStdString()) : nullptr;
    } catch (...) {
        return nullptr;
    }
}

extern "C" void site_highlight_free(char *text) { std::free(text); }
