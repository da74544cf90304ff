// Placeholder until the GTK test kit lands.
