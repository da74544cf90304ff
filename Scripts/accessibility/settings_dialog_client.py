"""An AT-SPI client answering the Settings sample's clear-cache confirmation, as a screen-reader user does.

Run by Scripts/check-accessibility.sh (inside its own D-Bus session and X display; the sample measures a
cache folder the script fills). It presses "Clear Cache…" through AT-SPI's Action interface, finds the
confirmation (an alert whose text asks "Clear the cache?"), answers Cancel and checks that the dialog is
gone and the cache still measured as not empty; then asks again, answers "Clear Cache", and checks that
the window reports an empty cache. Prints what it saw; exits non-zero on a mismatch.
"""
import sys

import pyatspi
from profile_validation_client import find, wait_for


def named(role, name):
    return lambda a: a.getRoleName() == role and (a.name or "").replace("_", "") == name


def press(accessible):
    accessible.queryAction().doAction(0)


def showing(accessible):
    return accessible.getState().contains(pyatspi.STATE_SHOWING)


def confirmation(app):
    return find(app, lambda a: a.getRoleName() == "alert" and showing(a))


def answer(app, button_name):
    press(wait_for(lambda: find(app, named("push button", "Clear Cache…"))))
    dialog = wait_for(lambda: confirmation(app))
    if dialog is None:
        print("no confirmation alert appeared")
        return False
    question = find(dialog, lambda a: a.getRoleName() == "label" and a.name == "Clear the cache?")
    print("confirmation:", repr(dialog.name), "asks:", repr(question.name if question else None))
    button = find(dialog, named("push button", button_name))
    if question is None or button is None:
        print("the alert lacks its question or the", button_name, "button")
        return False
    press(button)
    return bool(wait_for(lambda: confirmation(app) is None))


def storage(app):
    title = find(app, lambda a: a.getRoleName() == "label" and a.name == "Cache in use")
    parent = title.parent if title else None
    labels = [parent.getChildAtIndex(i) for i in range(parent.childCount)] if parent else []
    return next((label.name for label in labels if label.getRoleName() == "label" and label is not title
                 and label.name != "Cache in use"), None)


def main():
    desktop = pyatspi.Registry.getDesktop(0)
    app = wait_for(lambda: find(desktop, lambda a: a.getRoleName() == "application" and "SettingsSample" in (a.name or "")))
    if app is None:
        print("SettingsSample not found on the AT-SPI bus")
        return 2
    measured = wait_for(lambda: (storage(app) or "Calculating…") != "Calculating…" and storage(app))
    print("cache in use:", repr(measured))
    if not answer(app, "Cancel"):
        return 1
    print("after Cancel, cache in use:", repr(storage(app)))
    if storage(app) != measured:
        return 1
    if not answer(app, "Clear Cache"):
        return 1
    cleared = wait_for(lambda: storage(app) != measured and storage(app) != "Calculating…" and storage(app))
    print("after Clear Cache, cache in use:", repr(cleared))
    return 0 if cleared else 1


if __name__ == "__main__":
    sys.exit(main())
