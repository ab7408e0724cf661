// A C interface over GNU source-highlight: plain buffers in and out, no C++ type or exception
// crosses into Swift. Language definitions are read once per language and thread.
#include "site_highlight.h"

#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <string>

#include <srchilite/formatter.h>
#include <srchilite/formattermanager.h>
#include <srchilite/langdefmanager.h>
#include <srchilite/langmap.h>
#include <srchilite/regexrulefactory.h>
#include <srchilite/settings.h>
#include <srchilite/sourcehighlighter.h>

namespace {

char *copied(const std::string &text) {
    char *result = static_cast<char *>(std::malloc(text.size() + 1));
    if (result) std::memcpy(result, text.c_str(), text.size() + 1);
    return result;
}

void appendEscaped(std::string &out, const std::string &text) {
    for (char c : text) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        case '"': out += "&quot;"; break;
        default: out += c;
        }
    }
}

/// Writes one element's text, in a span named after the element (none for plain text).
class SpanFormatter : public srchilite::Formatter {
  public:
    SpanFormatter(std::string *const *out, const std::string &element)
        : out(out), open(element.empty() ? "" : "<span class=\"hl-" + element + "\">") {}
    void format(const std::string &s, const srchilite::FormatterParams *) override {
        if (s.empty()) return;
        std::string &target = **out;
        if (open.empty()) {
            appendEscaped(target, s);
            return;
        }
        target += open;
        appendEscaped(target, s);
        target += "</span>";
    }

  private:
    std::string *const *out;  // the output of the call in progress on this thread
    std::string open;
};

/// The elements source-highlight's language files name (gathered from every .lang it ships).
const char *const elements[] = {
    "keyword", "string", "comment", "preproc", "variable", "symbol", "cbracket", "type", "regexp", "number",
    "function", "specialchar", "predef_var", "attribute", "oldfile", "atom", "scheme", "newfile", "label", "date",
    "predef_func", "url", "todo", "ip", "usertype", "underline", "time", "property", "italics", "fixed",
    "difflines", "bold", "argument", "value", "math", "markup", "code", "warning", "selector", "section",
    "regex", "path", "name", "meta", "error", "classname", "context", "assignment", "header_variable", "costant"};

/// The output of the call in progress on this thread, where its formatters write.
thread_local std::string *currentOutput = nullptr;

/// Each thread's formatters, made once (fifty of them cost more than highlighting a short block).
srchilite::FormatterManager &formattersOfThisThread() {
    thread_local std::unique_ptr<srchilite::FormatterManager> formatters;
    if (!formatters) {
        formatters.reset(new srchilite::FormatterManager(srchilite::FormatterPtr(new SpanFormatter(&currentOutput, ""))));
        for (const char *element : elements) {
            formatters->addFormatter(element, srchilite::FormatterPtr(new SpanFormatter(&currentOutput, element)));
        }
    }
    return *formatters;
}

std::mutex cacheLock;
std::map<std::string, std::shared_ptr<srchilite::LangMap>> maps;

/// A language's rules, read once per thread: threads sharing one set of rules would share their
/// reference counts too, and the two cores would spend a fifth of their time passing those
/// counters' cache lines back and forth.
srchilite::HighlightStatePtr stateFor(const std::string &folder, const std::string &language) {
    thread_local std::map<std::string, srchilite::HighlightStatePtr> states;
    const std::string key = folder + "/" + language;
    auto found = states.find(key);
    if (found != states.end()) return found->second;
    // The library reads language files with a scanner that one thread at a time may use.
    std::lock_guard<std::mutex> guard(cacheLock);
    srchilite::RegexRuleFactory factory;
    srchilite::LangDefManager manager(&factory);
    srchilite::HighlightStatePtr state = manager.getHighlightState(folder, language);
    states[key] = state;
    return state;
}

} // namespace

extern "C" site_highlight_result site_highlight(const char *code, size_t length, const char *folder, const char *language) {
    site_highlight_result result = {nullptr, nullptr};
    try {
        srchilite::HighlightStatePtr state = stateFor(folder, language);
        std::string out;
        out.reserve(length * 2 + 64);
        currentOutput = &out;
        srchilite::SourceHighlighter highlighter(state);
        highlighter.setFormatterManager(&formattersOfThisThread());
        highlighter.setOptimize(true);
        std::string text(code, length);
        size_t start = 0;
        while (start < text.size()) {
            size_t end = text.find('\n', start);
            if (end == std::string::npos) end = text.size();
            highlighter.highlightParagraph(text.substr(start, end - start));
            out += '\n';
            start = end + 1;
        }
        currentOutput = nullptr;
        result.html = copied(out);
    } catch (const std::exception &problem) {
        currentOutput = nullptr;
        result.error = copied(problem.what());
    } catch (...) {
        result.error = copied("source-highlight failed");
    }
    return result;
}

extern "C" char *site_highlight_language_file(const char *folder, const char *name) {
    try {
        std::shared_ptr<srchilite::LangMap> map;
        {
            std::lock_guard<std::mutex> guard(cacheLock);
            auto found = maps.find(folder);
            if (found == maps.end()) {
                map = std::make_shared<srchilite::LangMap>(folder, "lang.map");
                map->open();
                maps[folder] = map;
            } else {
                map = found->second;
            }
        }
        const std::string file = map->getMappedFileName(name);
        return file.empty() ? nullptr : copied(file);
    } catch (...) {
        return nullptr;
    }
}

extern "C" char *site_highlight_default_folder(void) {
    try {
        return copied(srchilite::Settings::retrieveDataDir());
    } catch (...) {
        return copied("/usr/share/source-highlight");
    }
}

extern "C" void site_highlight_free(char *text) { std::free(text); }
