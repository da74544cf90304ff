// A target whose resources must fail the build (see Scripts/check-resources-plugin.sh).
