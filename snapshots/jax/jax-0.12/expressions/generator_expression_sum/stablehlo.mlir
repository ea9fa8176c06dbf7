module @jit_generator_expression_sum attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> (tensor<i32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg0 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.add %c, %0 : tensor<i32>
    %2 = stablehlo.multiply %arg1, %arg1 : tensor<i32>
    %3 = stablehlo.add %1, %2 : tensor<i32>
    %4 = stablehlo.multiply %arg2, %arg2 : tensor<i32>
    %5 = stablehlo.add %3, %4 : tensor<i32>
    return %5 : tensor<i32>
  }
}
