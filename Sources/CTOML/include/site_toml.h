#ifndef SITE_TOML_H
#define SITE_TOML_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What a TOML value is.
typedef enum {
    SITE_TOML_TABLE = 0,
    SITE_TOML_ARRAY = 1,
    SITE_TOML_STRING = 2,
    /// Integers, floats, booleans, dates and times: `text` is TOML's own spelling of the value.
    SITE_TOML_OTHER = 3,
} site_toml_kind;

/// One value of a parsed document. The nodes come in document order, each table or array
/// followed by its `children` (and theirs): a tree laid out flat.
typedef struct {
    site_toml_kind kind;
    /// The key of a table's entry (NULL inside an array or for the root); malloc'd.
    char *key;
    /// The value as text, for anything that is not a table or an array (else NULL); malloc'd.
    char *text;
    /// Where the value starts (1-based; 0 when toml++ does not know), and where its key starts.
    int line, column;
    int key_line, key_column;
    size_t children;
} site_toml_node;

/// A parsed document, or the first error with its place.
typedef struct {
    site_toml_node *nodes;
    size_t count;
    /// NULL when the text parsed; malloc'd.
    char *error;
    int error_line, error_column;
} site_toml_result;

/// Parses `length` bytes of TOML text with toml++. C++ exceptions stay inside.
site_toml_result site_toml_parse(const char *text, size_t length);

/// Frees everything a result holds.
void site_toml_free(site_toml_result *result);

#ifdef __cplusplus
}
#endif

#endif
