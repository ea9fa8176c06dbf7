module @jit_nested_list_comprehension attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32>, %arg1: tensor<i32>) -> (tensor<i32> {jax.result_info = "result[0][0]"}, tensor<i32> {jax.result_info = "result[0][1]"}, tensor<i32> {jax.result_info = "result[0][2]"}, tensor<i32> {jax.result_info = "result[1][0]"}, tensor<i32> {jax.result_info = "result[1][1]"}, tensor<i32> {jax.result_info = "result[1][2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.multiply %arg0, %c : tensor<i32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.multiply %arg0, %c_0 : tensor<i32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.multiply %arg0, %c_1 : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.multiply %arg1, %c_2 : tensor<i32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.multiply %arg1, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %5 = stablehlo.multiply %arg1, %c_4 : tensor<i32>
    return %0, %1, %2, %3, %4, %5 : tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>
  }
}
