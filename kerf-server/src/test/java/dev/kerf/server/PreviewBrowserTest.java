package dev.kerf.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The previewer page in headless Chromium: it loads, chunks a sample file through the API, and
 * draws as many chunks as the API returns. Without Chromium the test says it was skipped and how
 * to install it; CI sets {@code -Dkerf.browser.required=true} so a missing browser fails instead.
 * With {@code -Dkerf.screenshot=FILE} it also saves a screenshot of the page.
 */
class PreviewBrowserTest {
    /** The browser's profile; its last writes may trail its exit, so it is deleted as far as it can be, afterwards. */
    @TempDir(cleanup = org.junit.jupiter.api.io.CleanupMode.NEVER)
    Path profile;

    private static String chromium() {
        for (String name : DevTools.candidates()) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return p.toString();
                }
            }
        }
        String why = "no Chromium on this machine: install it with 'apt-get install chromium chromium-driver' to run the browser test";
        if (Boolean.getBoolean("kerf.browser.required")) {
            fail(why);
        }
        Assumptions.abort(why);
        return null;
    }

    private static String sample() {
        StringBuilder java = new StringBuilder("package demo;\n\n/** A small ledger. */\npublic class Ledger {\n");
        for (int i = 0; i < 40; i++) {
            java.append("    /** Adds entry ").append(i).append(". */\n    public int add").append(i)
                    .append("(int a, int b) {\n        int sum = a + b + ").append(i).append(";\n        return sum;\n    }\n\n");
        }
        return java.append("}\n").toString();
    }

    @Test
    void thePageChunksASampleFileAndDrawsEveryChunk() throws Exception {
        String browser = chromium();
        KerfServer server = KerfServer.start(ServerConfig.defaults().withPort(0));
        ObjectMapper json = new ObjectMapper();
        try (DevTools page = DevTools.start(browser, profile)) {
            String base = "http://127.0.0.1:" + server.port() + "/";
            page.send("Page.enable", Map.of());
            page.send("Page.navigate", Map.of("url", base));
            assertThat(page.waitFor("document.readyState === 'complete' && document.querySelectorAll('#language option').length > 100", 30))
                    .as("the page loads, with the language list from the API").isTrue();
            String source = json.writeValueAsString(sample());
            page.eval("document.getElementById('source').value = " + source + ";"
                    + "document.getElementById('path').value = 'Ledger.java';"
                    + "document.getElementById('max').value = '128';"
                    + "document.getElementById('run').click(); true");
            assertThat(page.waitFor("document.querySelectorAll('#list .chunk').length > 0", 30)).as("chunks are drawn").isTrue();

            // The same request, straight to the API.
            var reply = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + "v1/chunk"))
                    .POST(java.net.http.HttpRequest.BodyPublishers.ofString(json.writeValueAsString(Map.of(
                            "content", sample(), "path", "Ledger.java",
                            "options", Map.of("max_tokens", 128, "overlap", 0, "tokenizer", "cl100k_base", "granularity", "packed")))))
                    .build(), java.net.http.HttpResponse.BodyHandlers.ofString());
            int apiCount = json.readTree(reply.body()).get("chunks").size();
            assertThat(apiCount).isGreaterThan(5);
            assertThat(page.eval("document.querySelectorAll('#list .chunk').length").asInt()).isEqualTo(apiCount);
            assertThat(page.eval("document.querySelectorAll('#view .cut').length").asInt()).isEqualTo(apiCount);
            assertThat(page.eval("document.getElementById('view').textContent").asText()).isEqualTo(sample());
            page.eval("document.querySelector('#list .chunk').dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); true");
            assertThat(page.eval("document.getElementById('details').textContent").asText()).contains("strategy", "semantic", "tokens");

            assertThat(page.eval("document.getElementById('details').textContent").asText()).contains("chars", "bytes");

            // With its default settings the page shows exactly what `kerf chunk` gives by default.
            page.eval("document.getElementById('max').value = '512'; document.getElementById('run').click(); true");
            java.util.List<String> defaults = dev.kerf.Kerf.withDefaults().chunk(dev.kerf.Source.fromText(sample()).withPath("Ledger.java"))
                    .stream().map(dev.kerf.Chunk::id).toList();
            assertThat(page.waitFor("document.querySelectorAll('#list .chunk').length === " + defaults.size(), 30)).isTrue();

            // Pasted code with no path: the language is detected from the text, and the page says which.
            page.eval("document.getElementById('path').value = ''; document.getElementById('list').replaceChildren();"
                    + "document.getElementById('run').click(); true");
            assertThat(page.waitFor("document.querySelectorAll('#list .chunk').length > 0", 30)).isTrue();
            assertThat(page.eval("document.getElementById('count').textContent").asText()).contains("java", "semantic");

            // A click pins its chunk: a later hover (as from the scroll the click causes) does not replace it.
            page.eval("document.querySelectorAll('#list .chunk')[2].click();"
                    + "document.querySelectorAll('#list .chunk')[4].dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); true");
            assertThat(page.eval("document.querySelector('#details dd').textContent").asText()).isEqualTo("#2");

            // A failed run leaves nothing of the one before.
            page.eval("document.getElementById('max').value = '4'; document.getElementById('run').click(); true");
            assertThat(page.waitFor("document.getElementById('status').className === 'error'", 30)).isTrue();
            assertThat(page.eval("document.getElementById('output').hidden && document.querySelectorAll('#list .chunk').length === 0"
                    + " && !document.getElementById('details').textContent.includes('#2')").asBoolean()).isTrue();
            page.eval("document.getElementById('max').value = '128'; true");

            // A dropped CRLF file is chunked as its bytes are, not as the textarea rewrites them.
            String crlf = "def a():\r\n    return 1\r\n\r\n\r\ndef b():\r\n    return 2\r\n";
            page.eval("const dt = new DataTransfer(); dt.items.add(new File([" + json.writeValueAsString(crlf) + "], 'crlf.py'));"
                    + "document.getElementById('drop').dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true})); true");
            assertThat(page.waitFor("document.getElementById('path').value === 'crlf.py' && document.querySelectorAll('#list .chunk').length > 0", 30)).isTrue();
            assertThat(page.eval("document.getElementById('view').textContent").asText()).isEqualTo(crlf);
            String lastId = dev.kerf.Kerf.create(dev.kerf.ChunkOptions.builder().maxTokens(128).build())
                    .chunk(dev.kerf.Source.fromText(crlf).withPath("crlf.py")).getLast().id();
            page.eval("document.querySelectorAll('#list .chunk')[document.querySelectorAll('#list .chunk').length - 1].click(); true");
            assertThat(page.eval("document.getElementById('details').textContent").asText()).contains(lastId);
            // A file with a BOM: the text without it, byte offsets counting it, as the CLI's do.
            page.eval("const bom = new DataTransfer(); bom.items.add(new File([new Uint8Array([0xef, 0xbb, 0xbf]), 'x = 1\\n'], 'bom.py'));"
                    + "document.getElementById('list').replaceChildren();"
                    + "document.getElementById('drop').dispatchEvent(new DragEvent('drop', {dataTransfer: bom, bubbles: true, cancelable: true})); true");
            assertThat(page.waitFor("document.getElementById('path').value === 'bom.py' && document.querySelectorAll('#list .chunk').length > 0", 30)).isTrue();
            page.eval("document.querySelector('#list .chunk').click(); true");
            assertThat(page.eval("document.getElementById('details').textContent").asText()).contains("chars0–5", "bytes3–8");
            page.eval("document.querySelector('#list .chunk').click(); true"); // unpin
            // A file that is not UTF-8 is refused, as the CLI refuses it, not shown with U+FFFD.
            page.eval("const latin = new DataTransfer(); latin.items.add(new File([new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a])], 'latin1.txt'));"
                    + "document.getElementById('drop').dispatchEvent(new DragEvent('drop', {dataTransfer: latin, bubbles: true, cancelable: true})); true");
            assertThat(page.waitFor("document.getElementById('status').className === 'error'", 30)).isTrue();
            assertThat(page.eval("document.getElementById('status').textContent").asText()).contains("invalid_encoding", "latin1.txt");
            assertThat(page.eval("document.querySelectorAll('#list .chunk').length").asInt()).isZero();
            assertThat(page.eval("getComputedStyle(document.getElementById('settings-b')).display").asText())
                    .as("B's settings stay hidden until Compare is ticked").isEqualTo("none");
            page.eval("document.getElementById('path').value = 'Ledger.java'; true");

            // A 10,000-line file: chunked and drawn while the page stays usable. The time is printed, not asserted.
            StringBuilder big = new StringBuilder();
            while (big.length() < 10_000 * 30) {
                big.append(sample());
            }
            String tenThousand = String.join("\n", big.toString().lines().limit(10_000).toList()) + "\n";
            long t0 = System.nanoTime();
            page.eval("document.getElementById('source').value = " + json.writeValueAsString(tenThousand) + ";"
                    + "document.getElementById('list').replaceChildren(); document.getElementById('run').click(); true");
            assertThat(page.waitFor("document.querySelectorAll('#list .chunk').length > 100", 60)).isTrue();
            System.out.printf("kerf preview: 10,000 lines chunked and drawn in %d ms%n", (System.nanoTime() - t0) / 1_000_000);
            assertThat(page.eval("document.getElementById('view').textContent.length").asInt()).isEqualTo(tenThousand.length());
            // Only the latest run draws: a large text's run, overtaken by a small one, draws nothing.
            page.eval("document.getElementById('source').value = " + json.writeValueAsString(tenThousand) + ";"
                    + "document.getElementById('run').click();"
                    + "document.getElementById('source').value = " + source + "; document.getElementById('run').click(); true");
            assertThat(page.waitFor("document.getElementById('status').textContent.includes(' chunks in ')", 60)).isTrue();
            Thread.sleep(3_000); // time for the large run's answer, had it not been cancelled
            assertThat(page.eval("document.querySelectorAll('#list .chunk').length").asInt()).isEqualTo(apiCount);
            assertThat(page.eval("document.getElementById('view').textContent").asText()).isEqualTo(sample());
            page.eval("document.getElementById('source').value = " + source + "; document.getElementById('run').click(); true");
            assertThat(page.waitFor("document.querySelectorAll('#list .chunk').length === " + apiCount, 30)).isTrue();

            // Two settings side by side on the same text: A as before, B one definition per chunk with the header.
            page.eval("const c = document.getElementById('compare'); c.checked = true; c.dispatchEvent(new Event('change'));"
                    + "document.getElementById('granularity-b').value = 'definition'; document.getElementById('header-b').checked = true;"
                    + "document.getElementById('list').replaceChildren(); document.getElementById('run').click(); true");
            var definitions = dev.kerf.Kerf.create(dev.kerf.ChunkOptions.builder().maxTokens(128)
                    .granularity(dev.kerf.Granularity.DEFINITION).contextHeader(true).build())
                    .chunk(dev.kerf.Source.fromText(sample()).withPath("Ledger.java"));
            assertThat(definitions.size()).isNotEqualTo(apiCount);
            assertThat(page.waitFor("document.querySelectorAll('#view-b .cut').length === " + definitions.size(), 30))
                    .as("B is drawn with its own chunks").isTrue();
            assertThat(page.eval("document.querySelectorAll('#view .cut').length").asInt()).isEqualTo(apiCount);
            assertThat(page.eval("document.getElementById('view-b').textContent").asText()).isEqualTo(sample());
            assertThat(page.eval("document.getElementById('count-b').textContent").asText()).startsWith("B: " + definitions.size() + " chunks");
            page.eval("document.querySelectorAll('#view-b .band')[3].dispatchEvent(new MouseEvent('mouseover', {bubbles: true})); true");
            String details = page.eval("document.getElementById('details').textContent").asText();
            int shownB = page.eval("Number(document.querySelectorAll('#view-b .band')[3].dataset.i)").asInt();
            assertThat(details).contains("setting", "B", "contextual text", definitions.get(shownB).id());
            assertThat(page.eval("document.querySelectorAll('#view-b .selected').length > 0 && document.querySelectorAll('#view .selected').length === 0")
                    .asBoolean()).as("only B's chunk is marked").isTrue();

            String shot = System.getProperty("kerf.screenshot");
            if (shot != null && !shot.isBlank()) {
                String png = page.send("Page.captureScreenshot", Map.of("format", "png")).get("data").asText();
                Files.write(Path.of(shot), Base64.getDecoder().decode(png));
            }
        } finally {
            server.stop();
            deleteQuietly(profile);
        }
    }

    private static void deleteQuietly(Path dir) {
        try (var paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            // a file the browser still held: the system's temporary folder clean-up takes it
        }
    }
}
