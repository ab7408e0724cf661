"""Writes the Swift file of emoji names that `:tada:` may call (Plugins/EmojiNames runs it at
build time), from Debian's python3-emoji: Unicode's names and GitHub's aliases, as GitHub Pages'
jemoji and Hugo's enableEmoji read them. The names are that package's data, not this repository's.

usage: /usr/bin/python3 scripts/emoji-names.py OUTPUT.swift
"""
import sys

try:
    import emoji
except ImportError:
    sys.exit("error: the emoji names come from Debian's python3-emoji: apt-get install python3-emoji (scripts/setup installs it)")

best = {}
for character, data in emoji.EMOJI_DATA.items():
    for name in [data["en"]] + data.get("alias", []):
        name = name.strip(":")
        # A name of several forms gets the fully qualified one (the lowest status), then the shortest.
        key = (data.get("status", 9), len(character), character)
        if name not in best or key < best[name][0]:
            best[name] = (key, character)
lines = "".join(f"{name}\t{best[name][1]}\n" for name in sorted(best) if "\\" not in name and '"' not in name)
with open(sys.argv[1], "w", encoding="utf-8") as out:
    out.write(f"/// Emoji names and their characters, a line each, from python3-emoji {emoji.__version__}\n")
    out.write("/// (written by Plugins/EmojiNames at build time).\n")
    out.write('let emojiNameLines: StaticString = #"""\n' + lines + '"""#\n')
