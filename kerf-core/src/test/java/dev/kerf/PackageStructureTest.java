package dev.kerf;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.Test;

/**
 * The layers of kerf-core, checked on its compiled classes: the API ({@code dev.kerf}) sits on the
 * packer, the structures and the text and token utilities, and none of those reaches back up, so
 * no two packages depend on each other; the packer is the API's alone.
 */
class PackageStructureTest {
    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.kerf");

    /** Each package of kerf-core is a slice, the root package {@code dev.kerf} included. */
    private static final SliceAssignment BY_PACKAGE = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass c) {
            return c.getPackageName().startsWith("dev.kerf") ? SliceIdentifier.of(c.getPackageName()) : SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "kerf-core's packages";
        }
    };

    @Test
    void noPackageCycles() {
        slices().assignedFrom(BY_PACKAGE).should().beFreeOfCycles().check(CORE);
    }

    @Test
    void thePackerIsUsedByTheApiAlone() {
        classes().that().resideInAPackage("dev.kerf.pack").should().onlyBeAccessed().byClassesThat()
                .resideInAnyPackage("dev.kerf", "dev.kerf.pack").check(CORE);
    }

    @Test
    void structuresAndUtilitiesNeverReachUpIntoTheApi() {
        classes().that().resideInAnyPackage("dev.kerf.pack..", "dev.kerf.segment..", "dev.kerf.text..", "dev.kerf.tokens..",
                        "dev.kerf.lang..")
                .should().onlyDependOnClassesThat().resideOutsideOfPackage("dev.kerf")
                .check(CORE);
    }
}
