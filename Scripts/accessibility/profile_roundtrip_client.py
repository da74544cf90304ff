"""An AT-SPI client filling, saving and reloading the Profile form, as a screen-reader user would.

Run by Scripts/check-accessibility.sh against the GTK 3 sample (ProfileSample) and the GTK 4 one
(ProfileSampleGtk4), inside its own D-Bus session and X display:

    profile_roundtrip_client.py DATA-DIR APP [ARGUMENTS...]

It starts APP --data-dir DATA-DIR itself, three times:
1. fill: types a name, an address and a bio through AT-SPI's EditableText into the fields
   labelled Name, Email and Bio, waits for Save Profile to become sensitive and clicks it
   through the Action interface; the window closes, the app leaves the bus, and DATA-DIR holds
   profile.json with what was typed;
2. reload: a new instance shows the saved values in the same fields;
3. corrupt file kept: with profile.json replaced by text that is not JSON, a new instance shows a
   label naming the file it was moved to (profile.json.corrupt-...), which exists, and no
   profile.json is left in its place.
Fields are found by their labels whichever GTK draws them (field_labelled). Prints what it saw; exits non-zero on
a mismatch.
"""
import json
import os
import subprocess
import sys

import pyatspi
from profile_validation_client import field_labelled, find, wait_for

# No age: both windows take a typed age when the field loses the focus, which typing through
# EditableText does not move.
PROFILE = {"name": "Ada Lovelace", "email": "ada@example.org", "bio": "Wrote the first program."}


def running_app(desktop, name):
    return find(desktop, lambda a: a.getRoleName() == "application" and (a.name or "") == name)


def text_of(accessible):
    contents = accessible.queryText()
    return contents.getText(0, contents.characterCount)


def shown(accessible):
    # GTK 3 (ATK) says SHOWING for a widget on screen; GTK 4.8 says only VISIBLE.
    states = accessible.getState()
    return states.contains(pyatspi.STATE_SHOWING) or states.contains(pyatspi.STATE_VISIBLE)


def save_button(app):
    # GTK 4.8 names a button after its mnemonic label and the label it is labelled by ("_Save Profile
    # Save Profile"), GTK 3 after its label: match the words.
    return find(app, lambda a: a.getRoleName() == "push button" and "Save Profile" in (a.name or "").replace("_", "")
                and shown(a))


def press(accessible):
    action = accessible.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("click") if "click" in names else 0)


class Instance:
    """One run of the app, found on the bus by its program name."""

    def __init__(self, command, data_dir):
        self.name = os.path.basename(command[0])
        self.desktop = pyatspi.Registry.getDesktop(0)
        # One more start when the app quits before it reaches the bus: on a shared machine a fresh
        # Xvfb sometimes refused the first client ("Authorization required"), which the app
        # reports as having no display. Said on the output, so a pattern would be seen.
        for attempt in (1, 2):
            self.process = subprocess.Popen(command + ["--data-dir", data_dir])
            self.app = wait_for(lambda: running_app(self.desktop, self.name) or self.process.poll() is not None)
            if self.app is not True:
                break
            self.app = None
            print("the app quit at start with status", self.process.returncode, "- starting it again" if attempt == 1 else "")

    def fields(self):
        return {key: field_labelled(self.app, label)
                for key, label in (("name", "Name"), ("email", "Email"), ("bio", "Bio"))}

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
        self.process.wait(timeout=20)


def fill_and_save(command, data_dir):
    instance = Instance(command, data_dir)
    if instance.app is None:
        print("fill: the app did not appear on the AT-SPI bus")
        return False
    fields = instance.fields()
    missing = [key for key, field in fields.items() if field is None]
    if missing:
        print("fill: no field labelled", missing)
        instance.stop()
        return False
    for key, field in fields.items():
        field.queryEditableText().setTextContents(str(PROFILE[key]))
    save = wait_for(lambda: (lambda button: button if button and button.getState().contains(pyatspi.STATE_SENSITIVE) else None)(save_button(instance.app)))
    print("fill: Save Profile sensitive after typing:", save is not None)
    if save is None:
        print("fill: the fields show", {key: text_of(field) for key, field in fields.items()})
        instance.stop()
        return False
    press(save)
    gone = wait_for(lambda: instance.process.poll() is not None, seconds=30)
    print("fill: the app quit after saving:", bool(gone))
    path = os.path.join(data_dir, "profile.json")
    saved = json.load(open(path)) if os.path.exists(path) else None
    print("fill: saved", saved)
    instance.stop()
    return bool(gone) and saved is not None and all(saved.get(key) == value for key, value in PROFILE.items())


def reload(command, data_dir):
    instance = Instance(command, data_dir)
    if instance.app is None:
        print("reload: the app did not appear on the AT-SPI bus")
        return False
    fields = instance.fields()
    if any(field is None for field in fields.values()):
        print("reload: a field is missing")
        instance.stop()
        return False
    shown = wait_for(lambda: all(text_of(fields[key]) == str(PROFILE[key]) for key in fields))
    print("reload: the form shows", {key: text_of(field) for key, field in fields.items()})
    instance.stop()
    return bool(shown)


def corrupt_file_kept(command, data_dir):
    with open(os.path.join(data_dir, "profile.json"), "w") as file:
        file.write("{ not json")
    instance = Instance(command, data_dir)
    if instance.app is None:
        print("corrupt: the app did not appear on the AT-SPI bus")
        return False
    label = wait_for(lambda: find(instance.app, lambda a: a.getRoleName() == "label" and "profile.json.corrupt-" in (a.name or "")
                                  and shown(a)))
    print("corrupt: the window says", repr(label.name if label else None))
    entries = sorted(os.listdir(data_dir))
    print("corrupt: the data folder holds", entries)
    instance.stop()
    kept = any(entry.startswith("profile.json.corrupt-") for entry in entries) and "profile.json" not in entries
    return label is not None and kept


def main():
    data_dir, command = sys.argv[1], sys.argv[2:]
    for step in (fill_and_save, reload, corrupt_file_kept):
        if not step(command, data_dir):
            print(step.__name__, "failed for", os.path.basename(command[0]))
            return 1
    print("fill, save, reload and corrupt file kept: passed for", os.path.basename(command[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
