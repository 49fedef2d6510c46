package dev.kerf;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.codeUnits;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The layers of kerf-core, checked on its compiled classes. The API ({@code dev.kerf} and its
 * {@code document}, {@code select}, {@code lang} and {@code tokens} packages) and the interface for
 * structures ({@code dev.kerf.spi}) sit on the internals ({@code dev.kerf.internal.*}: the packer,
 * the built-in structures, the text utilities). No public signature of the API or the SPI names an
 * internal type, so that users and plug-ins never need one; nothing below reaches back up into
 * {@code dev.kerf}, no two packages depend on each other, and the packer is the API's alone.
 */
class PackageStructureTest {
    /** The packages users and plug-ins program against. */
    private static final String[] API = {"dev.kerf", "dev.kerf.document", "dev.kerf.select", "dev.kerf.lang", "dev.kerf.tokens", "dev.kerf.spi"};

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
        classes().that().resideInAPackage("dev.kerf.internal.pack").should().onlyBeAccessed().byClassesThat()
                .resideInAnyPackage("dev.kerf", "dev.kerf.internal.pack").check(CORE);
    }

    @Test
    void structuresAndUtilitiesNeverReachUpIntoTheApi() {
        classes().that().resideInAnyPackage("dev.kerf.internal..", "dev.kerf.spi..", "dev.kerf.tokens..", "dev.kerf.lang..")
                .should().onlyDependOnClassesThat().resideOutsideOfPackage("dev.kerf")
                .check(CORE);
    }

    @Test
    void theApiAndTheSpiNameNoInternalTypeInAPublicSignature() {
        codeUnits().that().arePublic().and().areDeclaredInClassesThat().arePublic()
                .and().areDeclaredInClassesThat().resideInAnyPackage(API)
                .should(nameNoInternalType())
                .check(CORE);
        fields().that().arePublic().and().areDeclaredInClassesThat().arePublic()
                .and().areDeclaredInClassesThat().resideInAnyPackage(API)
                .should().notHaveRawType(resideInAPackage("dev.kerf.internal.."))
                .check(CORE);
    }

    /** A public method or constructor whose return and parameter types (and their type arguments) are outside the internals. */
    private static ArchCondition<JavaCodeUnit> nameNoInternalType() {
        return new ArchCondition<>("name no type of dev.kerf.internal") {
            @Override
            public void check(JavaCodeUnit unit, ConditionEvents events) {
                Set<JavaClass> named = new HashSet<>(unit.getReturnType().getAllInvolvedRawTypes());
                unit.getParameterTypes().forEach(t -> named.addAll(t.getAllInvolvedRawTypes()));
                for (JavaClass c : named) {
                    if (c.getPackageName().startsWith("dev.kerf.internal")) {
                        events.add(SimpleConditionEvent.violated(unit, unit.getFullName() + " names " + c.getName()));
                    }
                }
            }
        };
    }
}
