#!/usr/bin/env python3
"""Writes a pseudo translation of a gettext template, for testing translations without a translator.

Every msgstr becomes its msgid with the letters accented, about 40% longer and bracketed:
"_Save Profile" -> "[_Šàvé Ƥŕöƒîļé·····]". A string that shows up on screen without the brackets was
never translated; a label that clips in the longer text needs more room in every real language.
What a program reads back is kept as it is: printf conversions (%d, %1$s, %.1f, %%), brace placeholders
({0}, {name}), markup tags and entities (<b>, &amp;) and the mnemonic underscore.

    python3 Scripts/i18n/pseudo-translate.py TEMPLATE.pot OUTPUT.po
    python3 Scripts/i18n/pseudo-translate.py --mo LOCALEDIR LANG DOMAIN TEMPLATE.pot
        (writes LOCALEDIR/LANG/LC_MESSAGES/DOMAIN.mo with msgfmt)

The tests generate the catalog this way at run time; it is not committed.
"""
import os
import re
import subprocess
import sys
import tempfile

ACCENTED = dict(zip(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđéƒĝĥîĵķļɱñöƥʠŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ"))
# Kept verbatim: printf conversions, brace placeholders, markup tags and entities.
PROTECTED = re.compile(r"%(?:\d+\$)?[-+ #0']*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfFgGcsp%]"
                       r"|\{[A-Za-z0-9_]*\}|<[^>]*>|&[A-Za-z#0-9]+;")
PADDING = "·"
GROWTH = 0.4


def pseudo(text):
    """The pseudo translation of one string."""
    if not text:
        return text
    out, visible, position = [], 0, 0
    for match in PROTECTED.finditer(text):
        segment = text[position:match.start()]
        out.append("".join(ACCENTED.get(c, c) for c in segment))
        visible += len(segment)
        out.append(match.group(0))
        position = match.end()
    tail = text[position:]
    out.append("".join(ACCENTED.get(c, c) for c in tail))
    visible += len(tail)
    # A line break ends the text: padding goes before it, so the last line stays last.
    body = "".join(out)
    trailing = ""
    while body.endswith("\n"):
        body, trailing = body[:-1], trailing + "\n"
    padding = PADDING * max(1, round(visible * GROWTH))
    return "[" + body + padding + "]" + trailing


def unquote(line):
    """The text of a PO string literal ("..."), escapes resolved."""
    body = line.strip()[1:-1]
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}
    result, i = [], 0
    while i < len(body):
        if body[i] == "\\" and i + 1 < len(body):
            result.append(escapes.get(body[i + 1], body[i + 1]))
            i += 2
        else:
            result.append(body[i])
            i += 1
    return "".join(result)


def quote(text):
    """A PO string literal for `text`, one line per line of text."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\r", "\\r")
    lines = escaped.split("\n")
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    if len(parts) <= 1:
        return '"' + (parts[0] if parts else "") + '"'
    return '""\n' + "\n".join('"' + part + '"' for part in parts)


def read_entries(path):
    """The template's entries: dicts with the flags line, msgctxt, msgid and msgid_plural (each when present)."""
    entries, current, field = [], {}, None
    with open(path, encoding="utf-8") as template:
        for raw in template:
            line = raw.rstrip("\n")
            if line.startswith("#~"):
                continue
            if line.startswith("#,"):
                if "msgid" in current and field.startswith("msgstr"):
                    entries.append(current)
                    current, field = {}, None
                current["flags"] = line
                continue
            keyword = re.match(r"^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(\".*\")\s*$", line)
            if keyword:
                name = keyword.group(1)
                if name in ("msgctxt", "msgid") and ("msgid" in current and field.startswith("msgstr")):
                    entries.append(current)
                    current = {}
                field = name
                current[field] = unquote(keyword.group(2))
            elif line.startswith('"') and field:
                current[field] += unquote(line)
            elif not line.strip() and "msgid" in current:
                entries.append(current)
                current, field = {}, None
    if "msgid" in current:
        entries.append(current)
    return entries


def write_po(entries, path):
    """Writes the pseudo catalog (English plural rules: two forms)."""
    with open(path, "w", encoding="utf-8") as catalog:
        catalog.write('msgid ""\nmsgstr ""\n'
                      '"Content-Type: text/plain; charset=UTF-8\\n"\n'
                      '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n')
        for entry in entries:
            if entry["msgid"] == "":
                continue  # the template's header
            catalog.write("\n")
            if "flags" in entry:
                catalog.write(entry["flags"] + "\n")
            if "msgctxt" in entry:
                catalog.write("msgctxt " + quote(entry["msgctxt"]) + "\n")
            catalog.write("msgid " + quote(entry["msgid"]) + "\n")
            if "msgid_plural" in entry:
                catalog.write("msgid_plural " + quote(entry["msgid_plural"]) + "\n")
                catalog.write("msgstr[0] " + quote(pseudo(entry["msgid"])) + "\n")
                catalog.write("msgstr[1] " + quote(pseudo(entry["msgid_plural"])) + "\n")
            else:
                catalog.write("msgstr " + quote(pseudo(entry["msgid"])) + "\n")


def main(arguments):
    if len(arguments) == 2 and not arguments[0].startswith("-"):
        write_po(read_entries(arguments[0]), arguments[1])
        return 0
    if len(arguments) == 5 and arguments[0] == "--mo":
        locale_dir, language, domain, template = arguments[1:]
        target = os.path.join(locale_dir, language, "LC_MESSAGES")
        os.makedirs(target, exist_ok=True)
        with tempfile.TemporaryDirectory() as scratch:
            po = os.path.join(scratch, language + ".po")
            write_po(read_entries(template), po)
            # --check-format: a placeholder the pseudo text lost is an error here, not a crash at run time.
            subprocess.run(["msgfmt", "--check-format", "-o", os.path.join(target, domain + ".mo"), po], check=True)
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
