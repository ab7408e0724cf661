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

/// Highlights `length` bytes of `code` with the GNU source-highlight language file `language`
/// (e.g. "python.lang") from `folder`: every token in `<span class="hl-ELEMENT">`, text escaped
/// for HTML, lines ended by "\n". C++ exceptions stay inside; they come back as `error`.
site_highlight_result site_highlight(const char *code, size_t length, const char *folder, const char *language);

/// The language file `folder`'s lang.map names for `name` ("py" -> "python.lang"), or NULL.
char *site_highlight_language_file(const char *folder, const char *name);

/// The folder of the library's own language files (/usr/share/source-highlight), malloc'd.
char *site_highlight_default_folder(void);

void site_highlight_free(char *text);

/// How many regex scratch blocks this thread has taken from the program's own per-thread store
/// (regex_blocks.cpp); 0 after highlighting means Boost's shared store is in use instead.
long site_highlight_blocks_served_on_this_thread(void);

#ifdef __cplusplus
}
#endif

#endif
