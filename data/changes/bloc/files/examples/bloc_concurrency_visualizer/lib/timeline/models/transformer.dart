enum Transformer { concurrent, sequential, droppable, restartable }
