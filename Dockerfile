# Builds the package and runs the whole test suite headless, as CI does.
#   docker build -t binding-gtk . && docker run --rm binding-gtk
FROM swift:6.3-bookworm

RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libgtk-3-dev libglib2.0-bin xvfb xauth dbus libxml2 pkg-config \
    desktop-file-utils appstream libxml2-utils gettext flatpak-builder libgtk-4-dev libadwaita-1-dev xdotool \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /src
COPY . .
RUN swift build --build-tests

CMD ["bash", ".ci/run"]
