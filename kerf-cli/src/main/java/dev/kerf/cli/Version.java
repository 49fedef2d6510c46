package dev.kerf.cli;

import picocli.CommandLine.IVersionProvider;

/** The version from the jar's manifest ("dev" when run from classes). */
final class Version implements IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = Main.class.getPackage().getImplementationVersion();
        return new String[] {"kerf " + (v == null ? "dev" : v) + " (Java " + Runtime.version() + ")"};
    }
}
