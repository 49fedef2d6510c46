package dev.kerf.eval;

/** Recall, precision and IoU of one question's retrieved chunks, each a fraction in [0, 1]. */
public record RetrievalScores(double recall, double precision, double iou) {}
