package dev.kerf.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged application jar, launched as spark-submit launches it: through
 * {@code org.apache.spark.deploy.SparkSubmit}, with Spark's jars (as Maven resolved them) on the
 * class path and kerf only in the application jar.
 */
class SparkSubmitIT {

    @Test
    void sparkSubmitRunsTheJob(@TempDir Path dir) throws Exception {
        Path input = Files.createDirectories(dir.resolve("in"));
        Files.writeString(input.resolve("a.py"), "def a():\n    return 1\n");
        Files.writeString(input.resolve("README.md"), "# Read me\n\nHello.\n");
        Run run = submit("--input", input.toString(), "--output", dir.resolve("out").toString(), "--max-tokens", "64");
        assertThat(run.exit()).as(run.log()).isZero();
        assertThat(run.log()).contains("kerf-spark: 2 files chunked into 2 chunks, 0 files skipped");
        try (Stream<Path> parts = Files.walk(dir.resolve("out/chunks"))) {
            assertThat(parts.map(Path::toString)).anyMatch(s -> s.contains("language=python") && s.endsWith(".parquet"));
        }
    }

    @Test
    void aBadArgumentStopsTheJobWithItsNameAndTheUsage(@TempDir Path dir) throws Exception {
        Run notANumber = submit("--input", dir.toString(), "--output", dir.resolve("out").toString(), "--max-tokens", "lots");
        assertThat(notANumber.exit()).as(notANumber.log()).isEqualTo(2);
        assertThat(notANumber.log()).contains("kerf-spark: --max-tokens: must be a number, was lots").contains("usage: KerfSparkJob");

        Run noValue = submit("--input", dir.toString(), "--output");
        assertThat(noValue.exit()).as(noValue.log()).isEqualTo(2);
        assertThat(noValue.log()).contains("kerf-spark: --output needs a value");
    }

    private record Run(int exit, String log) {}

    /** The job run through SparkSubmit in local mode, with kerf only in the application jar, as on a cluster. */
    private static Run submit(String... jobArgs) throws Exception {
        Path jar = Path.of(System.getProperty("kerf.spark.jar", "target/kerf-spark.jar"));
        assertThat(jar).isRegularFile();
        // Spark's own jars only: kerf's classes come from the application jar, as on a cluster.
        String sparkClassPath = String.join(File.pathSeparator, Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(p -> !p.contains("/dev/kerf/") && !p.contains("kerf-") && !p.endsWith("/classes") && !p.endsWith("/test-classes"))
                .toList());
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(Arrays.asList(System.getProperty("spark.jvm.flags", "").split(" ")));
        cmd.addAll(List.of("--enable-native-access=ALL-UNNAMED", "-cp", sparkClassPath, "org.apache.spark.deploy.SparkSubmit",
                "--master", "local[2]", "--conf", "spark.ui.enabled=false", "--class", "dev.kerf.spark.KerfSparkJob", jar.toString()));
        cmd.addAll(List.of(jobArgs));
        cmd.removeIf(String::isBlank);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), log);
    }
}
