package dev.kerf.eval;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

class ScatterChartTest {
    @Test
    void writesWellFormedSvgWithOnePointAndLabelPerRow() throws Exception {
        String svg = ScatterChart.svg(List.of(
                new ScatterChart.Panel("prose <Chroma>", List.of(
                        new ScatterChart.Point("kerf packed 256", 225, 86.3),
                        new ScatterChart.Point("fixed 256", 255, 83.0))),
                new ScatterChart.Panel("code", List.of(new ScatterChart.Point("kerf definition 128", 65, 65.1)))),
                "mean tokens", "recall (%)");
        Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
        assertThat(doc.getElementsByTagName("circle").getLength()).isEqualTo(3);
        assertThat(svg).contains(">kerf packed 256<", ">fixed 256<", ">kerf definition 128<", "prose &lt;Chroma&gt;");
    }

    @Test
    void labelsThatWouldOverlapAreMovedApart() {
        List<double[]> placed = new ArrayList<>();
        double first = ScatterChart.freeLine(placed, 100, 50, 60);
        double second = ScatterChart.freeLine(placed, 110, 52, 60);
        double elsewhere = ScatterChart.freeLine(placed, 300, 50, 60);
        assertThat(first).isEqualTo(50);
        assertThat(Math.abs(second - first)).isGreaterThanOrEqualTo(11);
        assertThat(elsewhere).isEqualTo(50);
    }
}
