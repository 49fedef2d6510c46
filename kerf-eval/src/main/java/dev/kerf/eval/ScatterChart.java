package dev.kerf.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Quality against chunk size as an SVG scatter plot, written by hand (a plotting library would be
 * a large dependency for a few dozen elements): one panel per benchmark, one labelled point per
 * row, coloured by chunker family. Labels that would overlap are nudged apart vertically.
 */
public final class ScatterChart {
    /** One row: its label, mean chunk size and score. */
    public record Point(String label, double x, double y) {}

    /** One benchmark's points, with its title. */
    public record Panel(String title, List<Point> points) {}

    private static final int WIDTH = 460;
    private static final int HEIGHT = 380;
    private static final int LEFT = 56;
    private static final int RIGHT = 130;
    private static final int TOP = 40;
    private static final int BOTTOM = 50;
    private static final int LABEL_HEIGHT = 11;

    private ScatterChart() {}

    public static String svg(List<Panel> panels, String xAxis, String yAxis) {
        StringBuilder out = new StringBuilder();
        int width = WIDTH * Math.max(1, panels.size());
        out.append(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                        + " font-family=\"sans-serif\" font-size=\"10\">\n", width, HEIGHT, width, HEIGHT));
        out.append(String.format(Locale.ROOT, "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, HEIGHT));
        for (int p = 0; p < panels.size(); p++) {
            panel(out, panels.get(p), p * WIDTH, xAxis, yAxis);
        }
        out.append("</svg>\n");
        return out.toString();
    }

    private static void panel(StringBuilder out, Panel panel, int offset, String xAxis, String yAxis) {
        double xMax = 0;
        double yMin = 100;
        double yMax = 0;
        for (Point p : panel.points()) {
            xMax = Math.max(xMax, p.x());
            yMin = Math.min(yMin, p.y());
            yMax = Math.max(yMax, p.y());
        }
        xMax = niceCeil(xMax * 1.1);
        double yLow = Math.max(0, Math.floor((yMin - 5) / 10) * 10);
        double yHigh = Math.min(100, Math.ceil((yMax + 5) / 10) * 10);
        if (yHigh <= yLow) {
            yHigh = yLow + 10;
        }
        int x0 = offset + LEFT;
        int x1 = offset + WIDTH - RIGHT;
        int y0 = HEIGHT - BOTTOM;
        int y1 = TOP;
        out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"12\" font-weight=\"bold\">%s</text>\n",
                offset + LEFT, escape(panel.title())));
        out.append(String.format(Locale.ROOT,
                "<path d=\"M%d %d V%d H%d\" fill=\"none\" stroke=\"black\"/>\n", x0, y1, y0, x1));
        for (int i = 0; i <= 5; i++) {
            double xv = xMax * i / 5;
            double x = x0 + (x1 - x0) * i / 5.0;
            out.append(String.format(Locale.ROOT,
                    "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"black\"/>"
                            + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
                    x, y0, x, y0 + 4, x, y0 + 16, number(xv)));
            double yv = yLow + (yHigh - yLow) * i / 5;
            double y = y0 - (y0 - y1) * i / 5.0;
            out.append(String.format(Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                            + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
                    x0, y, x1, y, x0 - 6, y + 3, number(yv)));
        }
        out.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
                (x0 + x1) / 2, HEIGHT - 14, escape(xAxis)));
        out.append(String.format(Locale.ROOT,
                "<text transform=\"translate(%d %d) rotate(-90)\" text-anchor=\"middle\">%s</text>\n",
                offset + 16, (y0 + y1) / 2, escape(yAxis)));
        List<double[]> placed = new ArrayList<>();
        for (Point p : panel.points()) {
            double x = x0 + (x1 - x0) * p.x() / xMax;
            double y = y0 - (y0 - y1) * (p.y() - yLow) / (yHigh - yLow);
            String colour = colour(p.label());
            out.append(String.format(Locale.ROOT,
                    "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"%s\"><title>%s: %.1f</title></circle>\n",
                    x, y, colour, escape(p.label()), p.y()));
            double ly = freeLine(placed, x + 7, y + 3, p.label().length() * 5.5);
            out.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\">%s</text>\n",
                    x + 7, ly, colour, escape(p.label())));
        }
    }

    /** The nearest baseline to {@code y} where a label of this width overlaps no label placed so far. */
    static double freeLine(List<double[]> placed, double x, double y, double width) {
        for (int step = 0; step < 40; step++) {
            double candidate = y + (step % 2 == 0 ? 1 : -1) * ((step + 1) / 2) * LABEL_HEIGHT;
            boolean clear = true;
            for (double[] box : placed) {
                if (x < box[0] + box[2] && box[0] < x + width && Math.abs(candidate - box[1]) < LABEL_HEIGHT) {
                    clear = false;
                    break;
                }
            }
            if (clear) {
                placed.add(new double[] {x, candidate, width});
                return candidate;
            }
        }
        placed.add(new double[] {x, y, width});
        return y;
    }

    private static String colour(String label) {
        if (label.contains("packed")) {
            return "#1f77b4";
        }
        if (label.contains("definition")) {
            return "#2ca02c";
        }
        if (label.contains("LangChain4j")) {
            return "#ff7f0e";
        }
        if (label.contains("Chroma")) {
            return "#d62728";
        }
        if (label.contains("LangChain.js")) {
            return "#9467bd";
        }
        if (label.contains("LlamaIndex")) {
            return "#8c564b";
        }
        return "#555555";
    }

    private static double niceCeil(double v) {
        if (v <= 0) {
            return 1;
        }
        double magnitude = Math.pow(10, Math.floor(Math.log10(v)));
        for (double step : new double[] {1, 2, 2.5, 5, 10}) {
            if (step * magnitude >= v) {
                return step * magnitude;
            }
        }
        return 10 * magnitude;
    }

    private static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
