#ifndef SITE_HIGHLIGHT_H
#define SITE_HIGHLIGHT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What one call gives back: the highlighted HTML, or a message saying why there is none.
/// Both are malloc'd (or NULL); free them with site_highlight_free.
typedef struct {
    char *html;
    char *error;
} site_highlight_result;

/// Highlights `length` bytes of UTF-8 `code` with KDE's syntax definition that the fence word
/// `language` names ("python", "py", "Dockerfile"): every token in `<span class="hl-CLASS">`,
/// text escaped for HTML, lines ended by "\n". C++ exceptions stay inside; they come back as
/// `error`. Both NULL when the word names no language.
site_highlight_result site_highlight(const char *code, size_t length, const char *language);

/// The name of the syntax definition a fence word names ("py" -> "Python"), malloc'd, or NULL.
char *site_highlight_language_name(const char *language);

void site_highlight_free(char *text);

#ifdef __cplusplus
}
#endif

#endif
