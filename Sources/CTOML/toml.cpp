// TOML front matter through toml++, flattened into plain C structs for Swift.
#include "site_toml.h"

#include <cstdlib>
#include <cstring>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <toml++/toml.h>

namespace {

char *copy(std::string_view text) {
    char *out = static_cast<char *>(std::malloc(text.size() + 1));
    if (!out) return nullptr;
    std::memcpy(out, text.data(), text.size());
    out[text.size()] = '\0';
    return out;
}

/// TOML's own spelling of a value that is neither a string, a table nor an array.
std::string spelling(const toml::node &node) {
    std::ostringstream out;
    if (auto value = node.as_integer()) {
        out << value->get();
    } else if (auto value = node.as_floating_point()) {
        out << value->get();
    } else if (auto value = node.as_boolean()) {
        out << (value->get() ? "true" : "false");
    } else if (auto value = node.as_date()) {
        out << value->get();
    } else if (auto value = node.as_time()) {
        out << value->get();
    } else if (auto value = node.as_date_time()) {
        out << value->get();
    }
    return out.str();
}

struct Flattener {
    std::vector<site_toml_node> nodes;

    void add(const toml::node &node, const toml::key *key) {
        site_toml_node flat{};
        flat.line = static_cast<int>(node.source().begin.line);
        flat.column = static_cast<int>(node.source().begin.column);
        if (key) {
            flat.key = copy(key->str());
            flat.key_line = static_cast<int>(key->source().begin.line);
            flat.key_column = static_cast<int>(key->source().begin.column);
        }
        size_t index = nodes.size();
        if (auto table = node.as_table()) {
            flat.kind = SITE_TOML_TABLE;
            flat.children = table->size();
            nodes.push_back(flat);
            for (auto &&[childKey, child] : *table) add(child, &childKey);
        } else if (auto array = node.as_array()) {
            flat.kind = SITE_TOML_ARRAY;
            flat.children = array->size();
            nodes.push_back(flat);
            for (auto &&child : *array) add(child, nullptr);
        } else if (auto text = node.as_string()) {
            flat.kind = SITE_TOML_STRING;
            flat.text = copy(text->get());
            nodes.push_back(flat);
        } else {
            flat.kind = SITE_TOML_OTHER;
            flat.text = copy(spelling(node));
            nodes.push_back(flat);
        }
        (void)index;
    }
};

}  // namespace

extern "C" site_toml_result site_toml_parse(const char *text, size_t length) {
    site_toml_result result{};
    try {
        toml::table table = toml::parse(std::string_view(text, length));
        Flattener flattener;
        flattener.add(table, nullptr);
        result.count = flattener.nodes.size();
        result.nodes = static_cast<site_toml_node *>(std::malloc(sizeof(site_toml_node) * (result.count ? result.count : 1)));
        if (result.nodes) {
            std::memcpy(result.nodes, flattener.nodes.data(), sizeof(site_toml_node) * result.count);
        } else {
            result.count = 0;
            result.error = copy("out of memory");
        }
    } catch (const toml::parse_error &error) {
        result.error = copy(error.description());
        result.error_line = static_cast<int>(error.source().begin.line);
        result.error_column = static_cast<int>(error.source().begin.column);
    } catch (const std::exception &error) {
        result.error = copy(error.what());
    } catch (...) {
        result.error = copy("toml++ failed");
    }
    return result;
}

extern "C" void site_toml_free(site_toml_result *result) {
    if (!result) return;
    for (size_t i = 0; i < result->count; i++) {
        std::free(result->nodes[i].key);
        std::free(result->nodes[i].text);
    }
    std::free(result->nodes);
    std::free(result->error);
    result->nodes = nullptr;
    result->error = nullptr;
    result->count = 0;
}
