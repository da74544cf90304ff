"""An AT-SPI client reading every accessible name and description of a running sample, as a screen
reader would announce them, and failing on English left in a translated session.

Run by Scripts/i18n/check-german.sh (inside its own D-Bus session and X display, with the sample
started with LANGUAGE=de and a German locale):

    translation_client.py APP-NAME CATALOG.po [MIN-COUNT]

It waits for APP-NAME on the bus and for its window to be filled, walks the whole accessible tree
(windows, labels, buttons, entries, menus), and reports each name or description that is an English
message of CATALOG whose translation differs (mnemonic underscores left out, {n} placeholders
matching anything). Exits 1 when it finds one, or fewer than MIN-COUNT names; 2 when the app is not
on the bus. Prints what it read.
"""
import re
import sys
import time

import pyatspi
from profile_validation_client import find, wait_for


def catalog_messages(path):
    """(English forms, translations) of each message of a .po file."""
    messages, english, translations, field = [], [], [], None

    def finish():
        if english and english[0]:
            messages.append((list(english), list(translations)))
        english.clear()
        translations.clear()

    with open(path, encoding="utf-8") as catalog:
        for raw in catalog:
            line = raw.strip()
            if not line or line.startswith("#"):
                if field and field.startswith("msgstr"):
                    finish()
                    field = None
                continue
            match = re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)?\s*"(.*)"$', line)
            if not match:
                continue
            keyword, text = match.group(1), bytes(match.group(2), "utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8")
            if keyword is None:
                target = english if field in ("msgid", "msgid_plural") else translations if field else None
                if target is not None and field != "msgctxt":
                    target[-1] += text
                continue
            if keyword in ("msgctxt", "msgid") and field and field.startswith("msgstr"):
                finish()
            field = keyword
            if keyword in ("msgid", "msgid_plural"):
                english.append(text)
            elif keyword.startswith("msgstr"):
                translations.append(text)
    if field and field.startswith("msgstr"):
        finish()
    return messages


def english_patterns(messages):
    """Whole-text patterns of the English forms whose translation differs."""
    patterns = []
    for english, translations in messages:
        for form in english:
            # Not when the translation reads the same ("_Avatar" in German is "A_vatar").
            if form.replace("_", "") in (text.replace("_", "") for text in translations):
                continue
            plain = re.escape(form.replace("_", ""))
            patterns.append((form, re.compile("^" + re.sub(r"\\\{[0-9]+\\\}", ".+", plain) + "$", re.S)))
    return patterns


def texts(root, depth=0):
    """(role, kind, text) of every name and description under root."""
    if root is None or depth > 40:
        return []
    found = []
    for kind, text in (("name", root.name), ("description", root.description)):
        if text:
            found.append((root.getRoleName(), kind, text))
    for index in range(root.childCount):
        found += texts(root.getChildAtIndex(index), depth + 1)
    return found


def main(arguments):
    app_name, catalog = arguments[0], arguments[1]
    minimum = int(arguments[2]) if len(arguments) > 2 else 1
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: find(desktop, lambda a: a.getRoleName() == "application" and app_name in (a.name or "")))
    if app is None:
        print(app_name, "not found on the AT-SPI bus")
        return 2
    patterns = english_patterns(catalog_messages(catalog))
    # The window is filled once its names stop changing (labels set from the view model after start).
    wait_for(lambda: len(texts(app)) >= minimum)
    seen, previous = texts(app), None
    while seen != previous:
        time.sleep(0.5)
        previous, seen = seen, texts(app)
    leftovers = []
    for role, kind, text in seen:
        plain = text.replace("_", "")
        english = next((form for form, pattern in patterns if pattern.match(plain)), None)
        if english is not None:
            leftovers.append((role, kind, text, english))
    print(f"{app_name}: {len(seen)} accessible names and descriptions read")
    for role, kind, text in seen:
        print(f"  {role} {kind}: {text!r}")
    for role, kind, text, english in leftovers:
        print(f"ENGLISH LEFT: {role} {kind} {text!r} (the message {english!r})")
    if len(seen) < minimum:
        print(f"expected at least {minimum} names")
        return 1
    return 1 if leftovers else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
