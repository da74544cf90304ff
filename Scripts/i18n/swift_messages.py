#!/usr/bin/env python3
"""Translatable messages of Swift sources, and placeholder checks of .po files.

xgettext has no Swift parser: in C mode it misreads raw and multi-line
literals and turns "Hello, \\(name)" into the msgid "Hello, (name)". This
reads Swift's lexical structure itself (comments, "...", \"\"\"...\"\"\",
#"..."# raw strings) and the calls of the translation functions:

    tr("msgid")                        tr("msgid", with: a, b)
    tr("one", plural: "many", count: n [, with: ...])
    tr("msgid", context: "ctx" [, with: ...])

A `// TRANSLATORS:` comment ending on the line of the call or the line before
it goes to the translators (#. in the .pot).

Commands:
    extract OUT.pot PACKAGE FILE...
                                write the messages of the Swift FILEs; a message
                                that is not a plain literal (interpolated, a
                                variable) is an error naming file:line
    lex FILE...                 only read the Swift FILEs (literals and comments), failing
                                on what the reader does not understand
    placeholders PO...          fail when a translation's {n} placeholders differ
                                from its message's
"""
import re
import sys

PLACEHOLDER = re.compile(r"(?<!\{)\{(\d+)\}")


class SwiftError(Exception):
    pass


class Literal:
    def __init__(self, text, line, interpolated):
        self.text, self.line, self.interpolated = text, line, interpolated


def unescape(body, path, line):
    """The value of a non-raw literal's body (escapes resolved)."""
    out, i = [], 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        n = body[i + 1] if i + 1 < len(body) else ""
        simple = {"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}
        if n in simple:
            out.append(simple[n])
            i += 2
        elif n == "u" and body[i + 2:i + 3] == "{":
            end = body.index("}", i)
            out.append(chr(int(body[i + 3:end], 16)))
            i = end + 1
        elif n == "\n":  # line continuation in a multi-line literal
            i += 2
        else:
            raise SwiftError(f"{path}:{line}: unknown escape \\{n} in a string literal")
    return "".join(out)


def strip_indentation(raw_body):
    """A multi-line literal's lines without the closing delimiter's indentation."""
    lines = raw_body.split("\n")
    indent = lines[-1]
    if indent.strip():
        indent = ""
    lines = lines[1:-1]  # the opening line break and the closing delimiter's line
    return "\n".join(l[len(indent):] if l.startswith(indent) else l.lstrip() for l in lines)


def tokens(source, path):
    """Yields (kind, value, line) for identifiers, punctuation, literals and comments."""
    i, line, n = 0, 1, len(source)
    while i < n:
        c = source[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        elif source.startswith("//", i):
            end = source.find("\n", i)
            end = n if end < 0 else end
            yield ("comment", source[i + 2:end].strip(), line)
            i = end
        elif source.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if source.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif source.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            text = source[i + 2:j - 2]
            yield ("comment", text.strip(" *\n"), line + text.count("\n"))
            line += source[i:j].count("\n")
            i = j
        elif c == '"' or (c == "#" and re.match(r'#+"', source[i:])):
            hashes = len(source[i:]) - len(source[i:].lstrip("#"))
            j = i + hashes
            multi = source.startswith('"""', j)
            quote = '"""' if multi else '"'
            close = quote + "#" * hashes
            start = j + len(quote)
            k = start
            while True:
                k = source.find(close, k)
                if k < 0:
                    raise SwiftError(f"{path}:{line}: unterminated string literal")
                # A closing quote escaped by a backslash (non-raw literals) does not end the literal.
                backslashes = len(source[:k]) - len(source[:k].rstrip("\\"))
                if hashes == 0 and backslashes % 2 == 1:
                    k += 1
                    continue
                break
            body = source[start:k]
            escape = "\\" + "#" * hashes
            interpolated = (escape + "(") in body
            if multi:
                body = strip_indentation(body)
            text = body if hashes or interpolated else unescape(body, path, line)
            if hashes:
                text = text.replace(escape + "n", "\n").replace(escape + "t", "\t")
            yield ("string", Literal(text, line, interpolated), line)
            line += source[i:k + len(close)].count("\n")
            i = k + len(close)
        elif c.isalpha() or c == "_":
            m = re.match(r"[A-Za-z_][A-Za-z0-9_]*", source[i:])
            yield ("ident", m.group(0), line)
            i += len(m.group(0))
        else:
            yield ("punct", c, line)
            i += 1


def arguments(toks, k, path, line):
    """The arguments of the call whose "(" is toks[k]: (label, [tokens]) each, and the index after ")"."""
    args, current, depth, label = [], [], 0, None
    k += 1
    while k < len(toks):
        kind, value, _ = toks[k]
        if kind == "comment":
            k += 1
            continue
        if kind == "punct" and value in "([{":
            depth += 1
        elif kind == "punct" and value in ")]}":
            if depth == 0:
                if current or label:
                    args.append((label, current))
                return args, k + 1
            depth -= 1
        elif kind == "punct" and value == "," and depth == 0:
            args.append((label, current))
            current, label = [], None
            k += 1
            continue
        if depth == 0 and not current and label is None and kind == "ident" and k + 1 < len(toks) \
                and toks[k + 1][0] == "punct" and toks[k + 1][1] == ":":
            label = value
            k += 2
            continue
        current.append(toks[k])
        k += 1
    raise SwiftError(f"{path}:{line}: unterminated call of tr(")


def literal_argument(arg_tokens, path, line, role):
    if len(arg_tokens) != 1 or arg_tokens[0][0] != "string":
        raise SwiftError(f"{path}:{line}: the {role} passed to tr must be a string literal "
                         "(the extraction reads it from the source)")
    literal = arg_tokens[0][1]
    if literal.interpolated:
        raise SwiftError(f"{path}:{literal.line}: an interpolated string passed to tr as its {role}: "
                         "its msgid would change with the values; write tr(\"... {1} ...\", with: value)")
    if role == "message" and not literal.text:
        raise SwiftError(f"{path}:{literal.line}: an empty message passed to tr (the empty msgid is the catalog's header)")
    return literal.text


def messages(path, problems):
    """Yields (context, msgid, plural, line, comments) for each tr call of the Swift file; adds to
    `problems` the calls whose messages cannot be read."""
    with open(path, encoding="utf-8") as f:
        toks = list(tokens(f.read(), path))
    last_comment = None  # (text, line) of the latest TRANSLATORS: comment
    for k, (kind, value, line) in enumerate(toks):
        if kind == "comment" and value.startswith("TRANSLATORS:"):
            last_comment = (value, line)
            continue
        if kind != "ident" or value != "tr":
            continue
        if k + 1 >= len(toks) or toks[k + 1][:2] != ("punct", "("):
            continue
        previous = toks[k - 1] if k else None
        if previous and previous[0] == "punct" and previous[1] == ".":
            continue  # a member named tr, not the translation function
        if previous and previous[0] == "ident" and previous[1] == "func":
            continue  # its declaration
        args, _ = arguments(toks, k + 1, path, line)
        if not args:
            continue
        labels = {label: tokens_ for label, tokens_ in args[1:]}
        try:
            msgid = literal_argument(args[0][1], path, line, "message")
            plural = literal_argument(labels["plural"], path, line, "plural") if "plural" in labels else None
            context = literal_argument(labels["context"], path, line, "context") if "context" in labels else None
        except SwiftError as error:
            problems.append(str(error))
            continue
        comments = []
        if last_comment and line - last_comment[1] <= 1:
            comments.append(last_comment[0])
        yield context, msgid, plural, line, comments


def po_string(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    if "\n" not in escaped or escaped.endswith("\n") and escaped.count("\n") == 1:
        return '"' + escaped.replace("\n", "\\n") + '"'
    parts = escaped.split("\n")
    lines = [p + "\\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
    return '""\n' + "\n".join('"' + l + '"' for l in lines)


def extract(out, package, files):
    entries, order, problems = {}, [], []
    for path in files:
        try:
            for context, msgid, plural, line, comments in messages(path, problems):
                key = (context, msgid)
                if key not in entries:
                    entries[key] = {"plural": plural, "refs": [], "comments": []}
                    order.append(key)
                entry = entries[key]
                if plural and entry["plural"] and plural != entry["plural"]:
                    problems.append(f"{path}:{line}: \"{msgid}\" has two plural forms: "
                                    f"\"{entry['plural']}\" and \"{plural}\"")
                entry["plural"] = entry["plural"] or plural
                entry["refs"].append(f"{path}:{line}")
                entry["comments"] += [c for c in comments if c not in entry["comments"]]
        except SwiftError as error:
            problems.append(str(error))
    if problems:
        for problem in problems:
            print(f"error: {problem}", file=sys.stderr)
        return 1
    with open(out, "w", encoding="utf-8") as f:
        f.write(f'# Translations of {package}.\n#\n#, fuzzy\nmsgid ""\nmsgstr ""\n'
                f'"Project-Id-Version: {package}\\n"\n"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\\n"\n'
                '"Last-Translator: FULL NAME <EMAIL@ADDRESS>\\n"\n"Language-Team: LANGUAGE <LL@li.org>\\n"\n'
                '"Language: \\n"\n"MIME-Version: 1.0\\n"\n'
                '"Content-Type: text/plain; charset=UTF-8\\n"\n"Content-Transfer-Encoding: 8bit\\n"\n'
                '"Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"\n')
        for key in order:
            context, msgid = key
            entry = entries[key]
            f.write("\n")
            for comment in entry["comments"]:
                f.write(f"#. {comment}\n")
            f.write("#: " + " ".join(entry["refs"]) + "\n")
            if context is not None:
                f.write(f"msgctxt {po_string(context)}\n")
            f.write(f"msgid {po_string(msgid)}\n")
            if entry["plural"] is not None:
                f.write(f"msgid_plural {po_string(entry['plural'])}\nmsgstr[0] \"\"\nmsgstr[1] \"\"\n")
            else:
                f.write('msgstr ""\n')
    return 0


def po_entries(path):
    """Yields (line, fields) for each entry of a .po file; fields maps msgid/msgid_plural/msgstr[n] to text."""
    entry, field, start, fuzzy = {}, None, 0, False

    def done():
        if entry and not fuzzy:
            return (start, dict(entry))
        return None

    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.strip()
            if not line:
                continue
            if line.startswith("#"):
                if line.startswith("#,") and "fuzzy" in line:
                    result = done()
                    if result:
                        yield result
                    entry, field, fuzzy = {}, None, True
                continue
            m = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")$', line)
            if m:
                if m.group(1) in ("msgctxt", "msgid") and ("msgstr" in entry or any(k.startswith("msgstr[") for k in entry)):
                    result = done()
                    if result:
                        yield result
                    entry, fuzzy = {}, fuzzy and m.group(1) == "msgid" and "msgctxt" not in entry and False
                if not entry:
                    start = number
                field = m.group(1)
                entry[field] = eval_po(m.group(2))
            elif line.startswith('"') and field:
                entry[field] += eval_po(line)
        result = done()
        if result:
            yield result


def eval_po(quoted):
    body = quoted[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), m.group(1)), body)


def placeholders(text):
    return set(int(n) for n in PLACEHOLDER.findall(text.replace("{{", "")))


def check_placeholders(files):
    problems = []
    for path in files:
        for line, entry in po_entries(path):
            msgid = entry.get("msgid", "")
            if not msgid:
                continue
            if "msgid_plural" in entry:
                expected = placeholders(entry["msgid_plural"]) | placeholders(msgid)
                forms = {k: v for k, v in entry.items() if k.startswith("msgstr[") and v}
                used = set()
                for key, value in forms.items():
                    extra = placeholders(value) - expected
                    used |= placeholders(value)
                    if extra:
                        problems.append(f"{path}:{line}: {key} of \"{msgid}\" uses {fmt(extra)}, which the message has not")
                if forms and used != expected:
                    problems.append(f"{path}:{line}: the forms of \"{msgid}\" never use {fmt(expected - used)}")
            else:
                value = entry.get("msgstr", "")
                if value and placeholders(value) != placeholders(msgid):
                    problems.append(f"{path}:{line}: the translation of \"{msgid}\" has the placeholders "
                                    f"{fmt(placeholders(value))}, the message {fmt(placeholders(msgid))}")
    for problem in problems:
        print(f"error: {problem}", file=sys.stderr)
    return 1 if problems else 0


def fmt(numbers):
    return ", ".join("{%d}" % n for n in sorted(numbers)) or "none"


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "extract":
        sys.exit(extract(sys.argv[2], sys.argv[3], sys.argv[4:]))
    if len(sys.argv) >= 2 and sys.argv[1] == "lex":
        failed = 0
        for path in sys.argv[2:]:
            try:
                with open(path, encoding="utf-8") as f:
                    for _ in tokens(f.read(), path):
                        pass
            except SwiftError as error:
                print(f"error: {error}", file=sys.stderr)
                failed = 1
        sys.exit(failed)
    if len(sys.argv) >= 2 and sys.argv[1] == "placeholders":
        sys.exit(check_placeholders(sys.argv[2:]))
    print(__doc__, file=sys.stderr)
    sys.exit(2)
