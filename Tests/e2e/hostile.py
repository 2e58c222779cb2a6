"""Files that once froze Sheaf's window: one very long line, pathological Markdown, content
that GtkSourceView's highlighting chokes on, half a million empty lines. The end-to-end tests and `make bench` (bench/run.py)
write them into temporary folders; none is kept in the repository.

Each entry is a file name and a function returning its bytes. The names say what the file
is; the sizes are those the probes that found the freezes used.
"""

import json


def brackets():
    """400,000 opening brackets on one line: each may start a link, so cmark keeps them all."""
    return b"[" * 400_000 + b"\n"


def backslashes():
    """A Python string of 200 KB of backslashes on one line: 100,000 escapes to highlight."""
    return b'PATTERN = "' + b"\\\\" * 100_000 + b'"\n'


def minified_json(size):
    """JSON on one line, as a minifier writes it, of about `size` bytes."""
    records, length = [], 2
    while length < size:
        record = {"id": len(records), "name": f"item {len(records)}", "tags": ["a", "b", "c"],
                  "price": len(records) * 1.25, "active": len(records) % 2 == 0}
        records.append(record)
        length += len(json.dumps(record, separators=(",", ":"))) + 1
    return json.dumps(records, separators=(",", ":")).encode() + b"\n"


def minified_js(size):
    """JavaScript on one line, as a bundler writes it, of about `size` bytes."""
    parts, length, index = [], 0, 0
    while length < size:
        part = (f"function f{index}(a,b){{var c=a+b*{index};if(c>{index}){{return"
                f" c.toString(16)}}else{{return [a,b,'s{index}'].join(\"-\")}}}};")
        parts.append(part)
        length += len(part)
        index += 1
    return "".join(parts).encode() + b"\n"


def nested_lists(levels):
    """`levels` lists, each the only item of the one before: `- - - … deep`."""
    return b"- " * levels + b"deep\n"


def one_line_prose(size):
    """Words and spaces, no line break, `size` bytes."""
    sentence = b"the quick brown fox jumps over the lazy dog and runs back again "
    return (sentence * (size // len(sentence) + 1))[:size]


def one_word(size):
    """Letters without a space or a line break, `size` bytes: base64 pasted into a note."""
    return (b"QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo" * (size // 35 + 1))[:size]


def dots(size):
    """`size` dots on one line: no word to break it at."""
    return b"." * size + b"\n"


HEREDOC_SCRIPT = b"""#!/bin/sh
# Quoted here-documents: nothing inside them is expanded.
cat <<'EOF'
Hello, $USER: this line is printed as written.
EOF
if true; then
\tcat <<-"EOF"
\tindented, and still $NOT_EXPANDED
\tEOF
fi
echo done
"""


def heredoc():
    return HEREDOC_SCRIPT


# The files the probes found, in the order the bench reports them.
FILES = {
    "c08-brackets.md": brackets,
    "d09-regex.py": backslashes,
    "d04-oneline-512k.json": lambda: minified_json(530_000),
    "d05-oneline.js": lambda: minified_js(530_000),
    "nested-lists.md": lambda: nested_lists(100_000),
    "dots.md": lambda: dots(200_000),
    "oneline-100k.txt": lambda: one_word(100_000),
    "oneline-250k.txt": lambda: one_word(250_000),
    "oneline-512k.txt": lambda: one_word(512 * 1024),
    "prose-250k.txt": lambda: one_line_prose(250_000),
    "minified-25k.json": lambda: minified_json(25_000),
    "heredoc.sh": heredoc,
    "blank-lines.txt": lambda: b"\n" * (512 * 1024),
}


def write(folder, name):
    """Writes the hostile file `name` into the directory `folder`; returns its path."""
    path = f"{folder}/{name}"
    with open(path, "wb") as out:
        out.write(FILES[name]())
    return path
